import {
  type ChatListItem,
  type ChatMessage,
  chatKey,
  MessageStatus,
  type VirtualPhone,
} from '@switchboard/protocol';
import { create } from 'zustand';

/** The person on the other side of the open conversation. */
export interface ChatPartner {
  /** Contact name, when the number is a saved contact. */
  name?: string;
  /** True when there is no saved name. */
  noName: boolean;
  /** Full number (calling code plus national number). */
  phone: string;
  /** Calling code ('' when unknown). */
  telCode: string;
  /** National number. */
  shortPhone: string;
}

/** A conversation as the list shows it. */
export interface Conversation extends ChatListItem {
  /** Key: own full number, hyphen, other full number. */
  key: string;
}

/** Client state of the chats feature: conversations, their loaded messages and the open one. */
export interface ChatState {
  /** Conversations by key. */
  conversations: Record<string, Conversation>;
  /** Loaded messages by conversation key, oldest first. */
  messages: Record<string, ChatMessage[]>;
  /** Key of the open conversation, or null. */
  selectedKey: string | null;
  /** The chosen partner of the open (or new) conversation. */
  partner: ChatPartner | null;
  /** True while composing a new chat (To and From pickers shown). */
  composingNew: boolean;
  /** Own numbers and the calling codes each can text. */
  ownNumbers: VirtualPhone[];
  smsCountryCodes: Record<string, string[]>;
  /** Merges conversations from getChatList/getChatListByDate; newer previews win. */
  mergeConversations: (items: ChatListItem[]) => void;
  /** Inserts or replaces a message (matched by smsId) and refreshes the conversation preview. */
  upsertMessage: (key: string, message: ChatMessage, preview?: Omit<ChatListItem, 'text'>) => void;
  /** Merges a page of history (any order) into a conversation. */
  mergeMessages: (key: string, page: ChatMessage[]) => void;
  /** Changes a message's status (and optionally other fields) after an ack. */
  patchMessage: (key: string, smsId: string, patch: Partial<ChatMessage>) => void;
  /** Removes messages locally. */
  removeMessages: (key: string, smsIds: string[]) => void;
  /** Removes a whole conversation locally. */
  removeConversation: (key: string) => void;
  /** Opens a conversation (or none). */
  select: (key: string | null, partner?: ChatPartner | null) => void;
  /** Enters or leaves new-chat mode. */
  setComposingNew: (composing: boolean) => void;
  /** Sets the chosen partner without opening a conversation (new-chat mode). */
  setPartner: (partner: ChatPartner | null) => void;
  /** Stores the account's numbers. */
  setOwnNumbers: (numbers: VirtualPhone[], smsCountryCodes: Record<string, string[]>) => void;
  /** Clears everything (logout). */
  reset: () => void;
}

const initial = {
  conversations: {},
  messages: {},
  selectedKey: null,
  partner: null,
  composingNew: false,
  ownNumbers: [],
  smsCountryCodes: {},
} satisfies Partial<ChatState>;

function byDate(a: ChatMessage, b: ChatMessage): number {
  return a.date - b.date;
}

function previewFrom(key: string, base: Omit<ChatListItem, 'text'>, message: ChatMessage): Conversation {
  return {
    ...base,
    key,
    date: message.date,
    text: message.text,
    media: message.media,
    type: message.type,
    smsId: message.smsId,
    direction: message.direction,
  };
}

/** The chats store; components select slices of it, the sync and send code calls its actions. */
export const useChats = create<ChatState>((set) => ({
  ...initial,
  mergeConversations: (items) =>
    set((state) => {
      const conversations = { ...state.conversations };
      for (const item of items) {
        const key = chatKey(item.ownFullNumber, item.otherFullNumber);
        const existing = conversations[key];
        if (!existing || existing.date <= item.date) conversations[key] = { ...item, key };
      }
      return { conversations };
    }),
  upsertMessage: (key, message, preview) =>
    set((state) => {
      const list = state.messages[key] ?? [];
      const index = list.findIndex((item) => item.smsId === message.smsId);
      const nextList = index === -1 ? [...list, message].sort(byDate) : list.with(index, message);
      const existing = state.conversations[key];
      const base = existing ?? preview;
      const conversations =
        base && (!existing || existing.date <= message.date || existing.smsId === message.smsId)
          ? { ...state.conversations, [key]: previewFrom(key, base, message) }
          : state.conversations;
      return { messages: { ...state.messages, [key]: nextList }, conversations };
    }),
  mergeMessages: (key, page) =>
    set((state) => {
      const bySmsId = new Map((state.messages[key] ?? []).map((item) => [item.smsId, item]));
      for (const message of page) {
        const known = bySmsId.get(message.smsId);
        // A message still pending locally keeps its local state until its ack arrives.
        if (!known || known.status !== MessageStatus.sending) bySmsId.set(message.smsId, message);
      }
      return { messages: { ...state.messages, [key]: [...bySmsId.values()].sort(byDate) } };
    }),
  patchMessage: (key, smsId, patch) =>
    set((state) => {
      const list = state.messages[key];
      if (!list) return {};
      return {
        messages: {
          ...state.messages,
          [key]: list.map((item) => (item.smsId === smsId ? { ...item, ...patch } : item)).sort(byDate),
        },
      };
    }),
  removeMessages: (key, smsIds) =>
    set((state) => {
      const drop = new Set(smsIds);
      const list = (state.messages[key] ?? []).filter((item) => !drop.has(item.smsId));
      const conversation = state.conversations[key];
      const last = list.at(-1);
      let conversations = state.conversations;
      if (conversation && drop.has(conversation.smsId)) {
        conversations = { ...conversations };
        if (last) conversations[key] = previewFrom(key, conversation, last);
        else delete conversations[key];
      }
      return { messages: { ...state.messages, [key]: list }, conversations };
    }),
  removeConversation: (key) =>
    set((state) => {
      const { [key]: _gone, ...conversations } = state.conversations;
      const { [key]: _messages, ...messages } = state.messages;
      return {
        conversations,
        messages,
        selectedKey: state.selectedKey === key ? null : state.selectedKey,
        partner: state.selectedKey === key ? null : state.partner,
      };
    }),
  select: (key, partner = null) => set({ selectedKey: key, partner, composingNew: false }),
  setComposingNew: (composing) =>
    set(composing ? { composingNew: true, selectedKey: null, partner: null } : { composingNew: false }),
  setPartner: (partner) => set({ partner }),
  setOwnNumbers: (numbers, smsCountryCodes) => set({ ownNumbers: numbers, smsCountryCodes }),
  reset: () => set(initial),
}));

/** Conversations newest first. */
export function selectConversationList(state: ChatState): Conversation[] {
  return Object.values(state.conversations).sort((a, b) => b.date - a.date);
}
