import { chatKey, type ReadStateChangedPayload, splitChatKey, UNREAD_BADGE_CAP } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { markChatRead } from './api.ts';
import { readChatList, updateChatList } from './chatList.ts';
import { findConversation, withOneMoreUnread, withReadMarker } from './chatListData.ts';
import { type DialogData, dialogMessages } from './dialogData.ts';
import { chatsKeys } from './keys.ts';

/** What decides whether an incoming message counts as unread. */
export interface UnreadContext {
  /** The chats tab is on screen. */
  chatsTabOpen: boolean;
  /** The browser window has focus. */
  windowFocused: boolean;
  /** The message view is scrolled within 200 px of the bottom. */
  nearBottom: boolean;
  /** Key of the open conversation, or null. */
  selectedKey: string | null;
}

/** Distance from the bottom within which the reader is taken to see new messages (px). */
export const NEAR_BOTTOM_PX = 200;

/**
 * The spec's rule: an incoming message is unread unless the chats tab is open, the window is
 * focused, the view is near the bottom and the message belongs to the open conversation.
 */
export function shouldCountUnread(key: string, context: UnreadContext): boolean {
  return !(
    context.chatsTabOpen &&
    context.windowFocused &&
    context.nearBottom &&
    context.selectedKey === key
  );
}

/** The badge text of a count: the number, or 99+ above 99. */
export function unreadLabel(count: number): string {
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/** One more unread message for a conversation, in the cached list. */
export function countUnread(client: QueryClient, key: string): void {
  updateChatList(client, (list) => withOneMoreUnread(list, key));
}

function dialogOf(client: QueryClient, key: string): DialogData | undefined {
  return client.getQueryData<DialogData>(chatsKeys.dialog(key));
}

/** The time of the newest message of a conversation the cache knows (list or history), or 0. */
export function newestMessageTime(client: QueryClient, key: string): number {
  const listed = findConversation(readChatList(client), key)?.date ?? 0;
  const held = dialogMessages(dialogOf(client, key)).at(-1)?.date ?? 0;
  return Math.max(listed, held);
}

/** Tells the server the conversation is read up to a time; a failure is logged (the count comes back on the next full load). */
export function sendReadMark(key: string, readAt: number): void {
  const { own, other } = splitChatKey(key);
  markChatRead({ ownFullNumber: own, otherFullNumber: other, readAt }).catch((error: unknown) =>
    console.warn('markChatRead failed', error),
  );
}

/**
 * The conversation was opened or its input focused: when it has unread messages, it is read up to
 * its newest message, at once in the cache and then on the server.
 */
export function markConversationRead(client: QueryClient, key: string | null | undefined): void {
  if (!key) return;
  const conversation = findConversation(readChatList(client), key);
  if (!conversation || conversation.unread === 0) return;
  const readAt = newestMessageTime(client, key);
  updateChatList(client, (list) => withReadMarker(list, key, readAt));
  sendReadMark(key, readAt);
}

/** A message the reader is looking at as it arrives: read at once, here and on the server. */
export function markSeenOnArrival(client: QueryClient, key: string, date: number): void {
  updateChatList(client, (list) => withReadMarker(list, key, date));
  sendReadMark(key, date);
}

/**
 * Another tab or device read a conversation: no unread left when the marker covers its latest
 * message; otherwise, with its history held, only the incoming messages after the marker remain.
 */
export function applyReadState(client: QueryClient, payload: ReadStateChangedPayload): void {
  const key = chatKey(payload.ownFullNumber, payload.otherFullNumber);
  const held = dialogOf(client, key);
  const unreadAfter = held
    ? dialogMessages(held).filter((message) => message.direction === 'in' && message.date > payload.readAt)
        .length
    : undefined;
  updateChatList(client, (list) => withReadMarker(list, key, payload.readAt, unreadAfter));
}
