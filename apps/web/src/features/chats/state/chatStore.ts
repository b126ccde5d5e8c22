import { create } from 'zustand';
import type { PickedRecipient } from '../../../components/recipientPicker.ts';

/** The person on the other side of the open conversation (the shape a recipient picker hands back). */
export type ChatPartner = PickedRecipient;

/**
 * UI state of the chats screen: which conversation is open, with whom, and whether a new chat is
 * being composed. Conversations, messages and numbers are server data and live in the query cache.
 */
export interface ChatState {
  /** Key of the open conversation, or null. */
  selectedKey: string | null;
  /** The chosen partner of the open (or new) conversation. */
  partner: ChatPartner | null;
  /** True while composing a new chat (To and From pickers shown). */
  composingNew: boolean;
  /** Opens a conversation (or none). */
  select: (key: string | null, partner?: ChatPartner | null) => void;
  /** Enters or leaves new-chat mode. */
  setComposingNew: (composing: boolean) => void;
  /** Sets the chosen partner without opening a conversation (new-chat mode). */
  setPartner: (partner: ChatPartner | null) => void;
  /** Closes the conversation if it is the open one (it was deleted). */
  closeIfOpen: (key: string) => void;
  /** Clears everything (logout). */
  reset: () => void;
}

const initial = { selectedKey: null, partner: null, composingNew: false } satisfies Partial<ChatState>;

/** The chats screen's UI state. */
export const useChats = create<ChatState>((set) => ({
  ...initial,
  select: (key, partner = null) => set({ selectedKey: key, partner, composingNew: false }),
  setComposingNew: (composing) =>
    set(composing ? { composingNew: true, selectedKey: null, partner: null } : { composingNew: false }),
  setPartner: (partner) => set({ partner }),
  closeIfOpen: (key) =>
    set((state) => (state.selectedKey === key ? { selectedKey: null, partner: null } : {})),
  reset: () => set(initial),
}));
