import type { QueryClient } from '@tanstack/react-query';
import { virtualPhonesQuery } from '../../../lib/api/queries.ts';
import { focusAtCaret } from '../compose/lib/editable.ts';
import type { ChatListData } from '../sync/chatListData.ts';
import { openConversation } from '../sync/conversations.ts';
import { chatsKeys } from '../sync/keys.ts';
import { useChats } from './chatStore.ts';

/**
 * What the chats screen's keyboard shortcuts do. They find the message box and the To field by
 * their element ids: the shortcut listener sits in the shell, outside the chats screen's tree.
 */

/** Element id of the message box of the open (or new) conversation. */
export const COMPOSER_INPUT_ID = 'chat-composer-input';
/** Element id of the number field of the new-chat header. */
export const NEW_CHAT_NUMBER_ID = 'new-chat-number';

/** Focus options with `focusVisible`, which TypeScript's DOM types do not list yet. */
interface KeyboardFocusOptions extends FocusOptions {
  focusVisible?: boolean;
}

/**
 * Moved there by a shortcut: browsers draw no focus ring for focus a script moves after a key
 * pressed with Alt, so the ring is asked for.
 */
const SHOW_RING: KeyboardFocusOptions = { focusVisible: true };

/** The row of a conversation in the list, when it is rendered (the list renders the rows near view). */
function conversationRow(key: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[data-chat-key]')].find(
    (row) => row.dataset.chatKey === key,
  );
}

/**
 * Opens the conversation after (step 1) or before (step -1) the open one in the list, the first or
 * the last when none is open, and moves focus to its row so the focus ring follows. Returns false
 * at either end of the list (no wrapping, so holding the keys stops at the end).
 */
export function stepConversation(client: QueryClient, step: 1 | -1): boolean {
  const conversations = client.getQueryData<ChatListData>(chatsKeys.list)?.conversations ?? [];
  if (conversations.length === 0) return false;
  const current = conversations.findIndex(({ key }) => key === useChats.getState().selectedKey);
  const index = current === -1 ? (step === 1 ? 0 : conversations.length - 1) : current + step;
  const next = conversations[index];
  if (!next) return false;
  openConversation(next.key, next);
  conversationRow(next.key)?.focus(SHOW_RING);
  return true;
}

/** True for the message box (Escape there hands focus back to the list). */
export function isComposerInput(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.id === COMPOSER_INPUT_ID;
}

/** Puts the caret in the message box, where it was left; false when there is none or it cannot take text yet. */
export function focusComposer(): boolean {
  const box = document.getElementById(COMPOSER_INPUT_ID);
  if (box?.getAttribute('contenteditable') !== 'true') return false;
  focusAtCaret(box);
  return true;
}

/** Leaves the message box for the open conversation's row, or for the page when none is open. */
export function leaveComposer(box: HTMLElement): void {
  const key = useChats.getState().selectedKey;
  const row = key ? conversationRow(key) : undefined;
  if (row) row.focus(SHOW_RING);
  else box.blur();
}

/**
 * Starts a new message as the New SMS button does, then puts focus in the To field once it shows.
 * Like the button, it needs an own number to send from. A new message already begun is kept.
 */
export function startNewMessage(client: QueryClient): boolean {
  const numbers = client.getQueryData(virtualPhonesQuery().queryKey)?.virtualPhones ?? [];
  if (numbers.length === 0) return false;
  const chats = useChats.getState();
  if (!chats.composingNew) chats.setComposingNew(true);
  // The header mounts with the render this store change starts, which runs before a timer fires.
  setTimeout(() => document.getElementById(NEW_CHAT_NUMBER_ID)?.focus(), 0);
  return true;
}
