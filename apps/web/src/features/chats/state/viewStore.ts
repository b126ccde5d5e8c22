import { create } from 'zustand';
import { readStorage, StorageKey, writeStorage } from '../../../lib/storage.ts';

/** Transcription state of one voicemail: running, or failed (the bubble says so). */
export type SttState = 'running' | 'failed';

/** A short notice of the chats screen: a delete the server refused twice was undone. */
export type ChatsNotice = 'deleteFailed' | 'deleteConversationFailed';

function readDismissed(): string[] {
  try {
    const value: unknown = JSON.parse(readStorage(StorageKey.chatBannerDismissed) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Screen state of the chats layout that the sync code also reads (scroll position, transcriptions). */
interface ChatViewState {
  /** True when the message view is scrolled within 200 px of the bottom (updated debounced). */
  nearBottom: boolean;
  /** Transcription state by smsId (absent: idle). */
  stt: Record<string, SttState>;
  /** Conversation keys whose unknown-number banner was dismissed (remembered in storage). */
  dismissedBanners: string[];
  /** The notice on screen, if any. */
  notice: ChatsNotice | null;
  setNearBottom: (nearBottom: boolean) => void;
  setStt: (smsId: string, state: SttState | null) => void;
  dismissBanner: (key: string) => void;
  showNotice: (notice: ChatsNotice | null) => void;
  reset: () => void;
}

/** The chats layout's own state, kept apart from the shared chat store. */
export const useChatView = create<ChatViewState>((set, get) => ({
  nearBottom: true,
  stt: {},
  dismissedBanners: readDismissed(),
  notice: null,
  setNearBottom: (nearBottom) => {
    if (get().nearBottom !== nearBottom) set({ nearBottom });
  },
  setStt: (smsId, state) =>
    set((current) => {
      const { [smsId]: _previous, ...rest } = current.stt;
      return { stt: state === null ? rest : { ...rest, [smsId]: state } };
    }),
  dismissBanner: (key) => {
    const next = [...new Set([...get().dismissedBanners, key])].slice(-500);
    writeStorage(StorageKey.chatBannerDismissed, JSON.stringify(next));
    set({ dismissedBanners: next });
  },
  showNotice: (notice) => set({ notice }),
  reset: () => set({ nearBottom: true, stt: {}, dismissedBanners: readDismissed(), notice: null }),
}));
