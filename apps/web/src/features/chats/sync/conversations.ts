import { type ChatListItem, splitChatKey } from '@switchboard/protocol';
import type { ChatPartner } from '../state/chatStore.ts';
import { useChats } from '../state/chatStore.ts';
import type { Conversation } from './chatListData.ts';

/** Clicks on conversations are debounced: the last click within 300 ms wins, and only it opens. */
export const SELECT_DEBOUNCE_MS = 300;

/** The partner of a conversation (no saved name until contacts exist). */
export function partnerFor(item: Pick<ChatListItem, 'otherFullNumber' | 'otherTelCode' | 'otherNumber'>) {
  return {
    noName: true,
    phone: item.otherFullNumber,
    telCode: item.otherTelCode,
    shortPhone: item.otherNumber,
  } satisfies ChatPartner;
}

/**
 * Opens a conversation: selects it with its partner. Opening marks it read and loads its history
 * (the chats screen does both whenever the selection changes).
 */
export function openConversation(key: string, conversation?: Conversation): void {
  const { other } = splitChatKey(key);
  const partner = conversation
    ? partnerFor(conversation)
    : { noName: true, phone: other, telCode: '', shortPhone: other };
  useChats.getState().select(key, partner);
}

/**
 * A debounced handler: each call restarts the wait, and only the last call of a burst is applied,
 * `wait` ms after it (two quick clicks on two rows open only the second).
 */
export function debounceClicks<T>(apply: (value: T) => void, wait = SELECT_DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (value: T) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      apply(value);
    }, wait);
  };
  /** Drops a click still waiting (the list unmounted). */
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
