import { type BlockedNumber, type ConversationState, chatKey, splitChatKey } from '@switchboard/protocol';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showGeneralError } from '../../../lib/alerts.ts';
import { callApi } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { useChats } from '../state/chatStore.ts';
import { readChatList, updateChatList } from './chatList.ts';
import { type Conversation, findConversation, withConversationPatch } from './chatListData.ts';
import { chatsKeys } from './keys.ts';

/** Query key of the account's blocked numbers. */
const BLOCKED_KEY = ['chats', 'blockedNumbers'] as const;

/** One thing a person does to a conversation from its menu. */
export type ConversationAction =
  | { kind: 'archive'; value: boolean }
  | { kind: 'mute'; value: boolean }
  | { kind: 'unread'; value: boolean }
  | { kind: 'block'; value: boolean };

/** The account's blocked numbers, newest first. */
export function blockedNumbersQuery() {
  return queryOptions({
    queryKey: BLOCKED_KEY,
    queryFn: async (): Promise<BlockedNumber[]> => (await callApi('getBlockedNumbers')).blockedNumbers,
  });
}

/** What the list shows at once for an action, before the server answers. */
function optimisticPatch(action: ConversationAction, conversation: Conversation): Partial<Conversation> {
  switch (action.kind) {
    case 'archive':
      return { archived: action.value };
    case 'mute':
      return { muted: action.value };
    case 'block':
      return { blocked: action.value };
    case 'unread':
      return action.value
        ? { markedUnread: true, unread: Math.max(conversation.unread, 1) }
        : { markedUnread: false, unread: 0, readAt: Math.max(conversation.readAt ?? 0, conversation.date) };
  }
}

/**
 * A conversation's state as the server holds it (an action's answer, or another tab's push): its
 * flags and unread count in the list. An unblock shows messages kept hidden, of any age, so the list
 * is read in full again and the conversation's history refreshed.
 */
export function applyConversationState(
  client: QueryClient,
  state: ConversationState,
  /** Whether it was blocked before this tab's own optimistic change, when it made one. */
  wasBlocked?: boolean,
): void {
  const key = chatKey(state.ownFullNumber, state.otherFullNumber);
  const before = wasBlocked ?? findConversation(readChatList(client), key)?.blocked;
  const { archived, muted, markedUnread, blocked, unread } = state;
  updateChatList(client, (list) =>
    withConversationPatch(list, key, () => ({ archived, muted, markedUnread, blocked, unread })),
  );
  if (before !== blocked) void client.invalidateQueries({ queryKey: BLOCKED_KEY, exact: true });
  if (!blocked && before !== false) {
    updateChatList(client, (list) => (list ? { ...list, fullLoadId: null } : list));
    void client.invalidateQueries({ queryKey: chatsKeys.list, exact: true });
    void client.invalidateQueries({ queryKey: chatsKeys.dialog(key) });
  }
}

function send(key: string, action: ConversationAction): Promise<ConversationState> {
  const { own, other } = splitChatKey(key);
  const ref = { ownFullNumber: own, otherFullNumber: other };
  switch (action.kind) {
    case 'archive':
      return callApi('setConversationState', { body: { ...ref, archived: action.value } });
    case 'mute':
      return callApi('setConversationState', { body: { ...ref, muted: action.value } });
    case 'unread':
      return callApi('setConversationState', { body: { ...ref, unread: action.value } });
    case 'block':
      return callApi(action.value ? 'blockNumber' : 'unblockNumber', { body: ref });
  }
}

/**
 * Runs a conversation action: the list changes at once, the server's answer then sets the state
 * (its push to the other tabs carries the same); a refusal puts the conversation back as it was.
 */
export function useConversationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, action }: { key: string; action: ConversationAction }) => send(key, action),
    onMutate: ({ key, action }) => {
      const before = findConversation(readChatList(client), key);
      if (before)
        updateChatList(client, (list) => withConversationPatch(list, key, (c) => optimisticPatch(action, c)));
      // A conversation marked unread, archived or blocked is put away, as mail apps do.
      if (action.value && action.kind !== 'mute') useChats.getState().closeIfOpen(key);
      return { before };
    },
    onSuccess: (state, _variables, context) => applyConversationState(client, state, context.before?.blocked),
    onError: (error, { key }, context) => {
      const before = context?.before;
      if (before) updateChatList(client, (list) => withConversationPatch(list, key, () => before));
      // A refusal with a sentence was already shown by the client; anything else gets the general one.
      if (!(error instanceof ApiError && error.kind === 'retcode')) showGeneralError();
    },
  });
}
