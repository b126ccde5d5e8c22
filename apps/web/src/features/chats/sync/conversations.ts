import type { ChatListItem } from '@switchboard/protocol';
import type { ChatPartner, Conversation } from '../state/chatStore.ts';
import { useChats } from '../state/chatStore.ts';
import { clearUnreadFor } from './unread.ts';

/** Clicks on conversations are debounced: at most one selection per 300 ms, the last click wins. */
export const SELECT_DEBOUNCE_MS = 300;

/** Own and other full numbers of a conversation key (own-other; full numbers are digits only). */
export function splitChatKey(key: string): { own: string; other: string } {
  const at = key.indexOf('-');
  return at === -1 ? { own: key, other: '' } : { own: key.slice(0, at), other: key.slice(at + 1) };
}

/** The partner of a conversation (no saved name until contacts exist). */
export function partnerFor(item: Pick<ChatListItem, 'otherFullNumber' | 'otherTelCode' | 'otherNumber'>) {
  return {
    noName: true,
    phone: item.otherFullNumber,
    telCode: item.otherTelCode,
    shortPhone: item.otherNumber,
  } satisfies ChatPartner;
}

/** Opens a conversation: selects it with its partner and clears its unread counter. */
export function openConversation(key: string): void {
  const conversation: Conversation | undefined = useChats.getState().conversations[key];
  const { other } = splitChatKey(key);
  const partner = conversation
    ? partnerFor(conversation)
    : { noName: true, phone: other, telCode: '', shortPhone: other };
  useChats.getState().select(key, partner);
  clearUnreadFor(key);
}

/**
 * A click handler that applies the first click at once and then at most once per `wait` ms,
 * applying the latest click at the end of the window (so quick double clicks select once).
 */
export function debounceClicks<T>(apply: (value: T) => void, wait = SELECT_DEBOUNCE_MS): (value: T) => void {
  let last = -Infinity;
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (value) => {
    const now = Date.now();
    if (now - last >= wait && timer === undefined) {
      last = now;
      apply(value);
      return;
    }
    pending = { value };
    if (timer !== undefined) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        last = Date.now();
        if (pending) apply(pending.value);
        pending = null;
      },
      Math.max(0, wait - (now - last)),
    );
  };
}
