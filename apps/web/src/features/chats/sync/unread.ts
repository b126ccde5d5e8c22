import { UNREAD_CAP, useUnread } from '../../../lib/unread.ts';

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

/** Counts one incoming message for a conversation when the rule says so; returns whether it did. */
export function countIncoming(key: string, context: UnreadContext): boolean {
  if (!shouldCountUnread(key, context)) return false;
  useUnread.getState().increment(key);
  return true;
}

/** Resets a conversation's unread counter (opening it, or focusing the input). */
export function clearUnreadFor(key: string | null | undefined): void {
  if (key && (useUnread.getState().counts[key] ?? 0) > 0) useUnread.getState().clearConversation(key);
}

/** The badge text of a counter: the number, or 99+ once it saturates. */
export function unreadLabel(count: number): string {
  return count >= UNREAD_CAP ? `${UNREAD_CAP}+` : String(count);
}
