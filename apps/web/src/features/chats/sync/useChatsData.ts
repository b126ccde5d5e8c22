import type { VirtualPhone } from '@switchboard/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSignedIn, virtualPhonesQuery } from '../../../lib/api/queries.ts';
import { useChats } from '../state/chatStore.ts';
import { chatListQueryOptions } from './chatList.ts';
import { type ChatListData, type Conversation, findConversation } from './chatListData.ts';
import { refreshDialog } from './dialog.ts';
import { markConversationRead } from './unread.ts';

/** Status of the conversation list load. */
export type ListStatus = 'loading' | 'ready' | 'error';

const NO_NUMBERS: VirtualPhone[] = [];
const NO_CODES: Record<string, string[]> = {};
const NO_CONVERSATIONS: Conversation[] = [];

/** The account's own numbers and the calling codes each can text (the shared own-number list). */
export function useOwnNumbers() {
  const query = useQuery({ ...virtualPhonesQuery(), enabled: useSignedIn() });
  const ownNumbers = query.data?.virtualPhones ?? NO_NUMBERS;
  return {
    /** True once the list is known. */
    loaded: query.data !== undefined,
    hasNumber: ownNumbers.length > 0,
    ownNumbers,
    smsCountryCodes: query.data?.smsCountryCodes ?? NO_CODES,
  };
}

/**
 * The conversation list for the screen that shows it: loaded (or refreshed since its sync point)
 * each time the chats screen opens, with its load status.
 */
export function useChatList(): { status: ListStatus; retry: () => void } {
  const query = useQuery(chatListQueryOptions());
  const status: ListStatus = query.data ? 'ready' : query.isError ? 'error' : 'loading';
  return { status, retry: () => void query.refetch() };
}

/** A part of the cached conversation list, for components that only read it (never a fetch of their own). */
function useChatListSelect<T>(select: (data: ChatListData) => T) {
  return useQuery({ ...chatListQueryOptions(), select, refetchOnMount: false }).data;
}

/** The conversations, newest first. */
export function useConversations(): Conversation[] {
  return useChatListSelect((data) => data.conversations) ?? NO_CONVERSATIONS;
}

/** One conversation of the list, if it is there. */
export function useConversation(key: string | null | undefined): Conversation | undefined {
  return useChatListSelect((data) => (key ? findConversation(data, key) : undefined));
}

/** Whenever a conversation is opened (a click, a notification, a first send): mark it read, bring its history up to date. */
export function useOpenConversationSync(): void {
  const selectedKey = useChats((state) => state.selectedKey);
  const client = useQueryClient();
  useEffect(() => {
    if (!selectedKey) return;
    markConversationRead(client, selectedKey);
    refreshDialog(client, selectedKey).catch((error: unknown) =>
      console.warn('history refresh failed', error),
    );
  }, [selectedKey, client]);
}
