import { splitChatKey } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { useChats } from '../state/chatStore.ts';
import { useChatView } from '../state/viewStore.ts';
import { delSmsConversation, delSmsMessages } from './api.ts';
import { readChatList, updateChatList } from './chatList.ts';
import {
  findConversation,
  previewFields,
  withConversationPatch,
  withConversationRestored,
  withoutConversation,
} from './chatListData.ts';
import { readDialog, updateDialog } from './dialog.ts';
import { dialogMessages, withMessage, withoutMessages } from './dialogData.ts';
import { chatsKeys } from './keys.ts';

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

/** The list after messages left a conversation: the newest remaining one becomes its preview. */
function refreshPreview(client: QueryClient, key: string, removed: ReadonlySet<string>): void {
  const conversation = findConversation(readChatList(client), key);
  if (!conversation || !removed.has(conversation.smsId)) return;
  const last = dialogMessages(readDialog(client, key)).at(-1);
  updateChatList(client, (list) =>
    last ? withConversationPatch(list, key, () => previewFields(last)) : withoutConversation(list, key),
  );
}

/**
 * Deletes messages: gone from the screen and the cache at once, then from the server (retried
 * once). When the server refuses both times they come back and a notice says so.
 */
export async function deleteMessages(client: QueryClient, key: string, smsIds: readonly string[]) {
  const drop = new Set(smsIds);
  // A fetch of the history already under way (a reconnect's catch-up) was answered before the
  // delete and would bring the messages back when it lands: it is cancelled first (its state is
  // restored at once, so the removal below applies to what stays).
  void client.cancelQueries({ queryKey: chatsKeys.dialog(key) });
  const removed = dialogMessages(readDialog(client, key)).filter((message) => drop.has(message.smsId));
  const conversationBefore = findConversation(readChatList(client), key);
  updateDialog(client, key, (history) => withoutMessages(history, drop));
  refreshPreview(client, key, drop);
  if (removed.length === 0) return true;
  const deleted = await withRetry(() => delSmsMessages(removed));
  if (deleted) {
    // One started while the server was deleting may have landed meanwhile, with them still in it.
    updateDialog(client, key, (history) => withoutMessages(history, drop));
    return true;
  }
  for (const message of removed) updateDialog(client, key, (history) => withMessage(history, message));
  if (conversationBefore)
    updateChatList(client, (list) => withConversationRestored(list, conversationBefore));
  useChatView.getState().showNotice('deleteFailed');
  return false;
}

/**
 * Deletes a whole conversation: gone locally at once (list, history, selection), then on the server
 * (retried once). When the server refuses both times it comes back and a notice says so.
 */
export async function deleteConversation(client: QueryClient, key: string): Promise<boolean> {
  const conversation = findConversation(readChatList(client), key);
  const history = readDialog(client, key);
  const { own, other } = splitChatKey(key);
  useChats.getState().closeIfOpen(key);
  updateChatList(client, (list) => withoutConversation(list, key));
  client.removeQueries({ queryKey: chatsKeys.dialog(key), exact: true });
  const deleted = await withRetry(() =>
    delSmsConversation(conversation?.ownFullNumber ?? own, conversation?.otherFullNumber ?? other),
  );
  if (deleted) return true;
  if (history) updateDialog(client, key, (current) => current ?? history);
  if (conversation) updateChatList(client, (list) => withConversationRestored(list, conversation));
  useChatView.getState().showNotice('deleteConversationFailed');
  return false;
}
