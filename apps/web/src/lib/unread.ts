import { create } from 'zustand';

/** The spec caps a conversation's counter at 99 (shown as 99+). */
export const UNREAD_CAP = 99;

interface UnreadState {
  /** Unread count per conversation key (the chats feature decides the key). */
  counts: Record<string, number>;
  increment: (conversation: string) => void;
  clearConversation: (conversation: string) => void;
  reset: () => void;
}

/** Unread counters per conversation; the chats feature fills it, the tab bar shows a dot from it. */
export const useUnread = create<UnreadState>((set) => ({
  counts: {},
  increment: (conversation) =>
    set((state) => ({
      counts: {
        ...state.counts,
        [conversation]: Math.min(UNREAD_CAP, (state.counts[conversation] ?? 0) + 1),
      },
    })),
  clearConversation: (conversation) =>
    set((state) => {
      const { [conversation]: _removed, ...rest } = state.counts;
      return { counts: rest };
    }),
  reset: () => set({ counts: {} }),
}));

/** True when any conversation has unread messages. */
export function selectHasUnread(state: { counts: Record<string, number> }): boolean {
  return Object.values(state.counts).some((count) => count > 0);
}
