import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Query key of the chats feature's conversation list. It is declared here, beside the only reader
 * outside that feature (the tab bar's unread dot), so the app shell needs nothing from the feature.
 */
export const CHAT_LIST_QUERY_KEY = ['chats', 'list'] as const;

/** The part of the cached chat list the unread dot reads: each conversation's server-side count. */
export interface UnreadCounts {
  conversations: readonly { unread: number }[];
}

/** True when any conversation of the cached chat list has unread messages. */
export function selectHasUnread(list: UnreadCounts | undefined): boolean {
  return list?.conversations.some((conversation) => conversation.unread > 0) ?? false;
}

/**
 * Whether any conversation is unread, read from the query cache (never fetched from here: the
 * chats feature loads and updates the list, this only watches it).
 */
export function useHasUnreadChats(): boolean {
  const client = useQueryClient();
  return useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => selectHasUnread(client.getQueryData<UnreadCounts>(CHAT_LIST_QUERY_KEY)),
  );
}
