import { useChats } from '../state/chatStore.ts';
import { delSmsConversation, delSmsMessages } from './api.ts';
import { removeDialogCache } from './cache.ts';
import { splitChatKey } from './conversations.ts';
import { forgetDialogs, persistDialog } from './dialog.ts';
import { clearUnreadFor } from './unread.ts';

/** How many times a failed delete is tried again. */
export const DELETE_RETRIES = 1;

/** Runs a call, and once more if it threw or answered false; resolves with the final outcome. */
export async function withRetry(call: () => Promise<boolean>, retries = DELETE_RETRIES): Promise<boolean> {
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      if (await call()) return true;
    } catch (error) {
      console.warn(`delete attempt ${attempt + 1} failed`, error);
    }
  }
  return false;
}

/** Deletes messages: gone from the screen and the cache at once, then from the server. */
export function deleteMessages(key: string, smsIds: readonly string[]): Promise<boolean> {
  const chats = useChats.getState();
  const drop = new Set(smsIds);
  const refs = (chats.messages[key] ?? [])
    .filter((message) => drop.has(message.smsId))
    .map(({ smsId, date }) => ({ smsId, date }));
  chats.removeMessages(key, [...drop]);
  persistDialog(key);
  if (refs.length === 0) return Promise.resolve(true);
  return withRetry(() => delSmsMessages(refs));
}

/** Deletes a whole conversation: gone locally at once (list, messages, cache, unread), then on the server. */
export function deleteConversation(key: string): Promise<boolean> {
  const chats = useChats.getState();
  const conversation = chats.conversations[key];
  const { own, other } = splitChatKey(key);
  chats.removeConversation(key);
  removeDialogCache(key);
  forgetDialogs(key);
  clearUnreadFor(key);
  return withRetry(() =>
    delSmsConversation(conversation?.ownFullNumber ?? own, conversation?.otherFullNumber ?? other),
  );
}
