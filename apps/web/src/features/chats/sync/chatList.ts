import { addMonths } from '@switchboard/protocol';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { CHAT_LIST_MONTHS, getChatList, getChatListByDate } from './api.ts';
import { type ChatListData, type ChatListMerge, mergeChatList } from './chatListData.ts';
import { chatsKeys } from './keys.ts';

/** Identifies this page load; a list loaded in full under another id is loaded in full again once. */
export const PAGE_LOAD_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
/** A list loaded in full on this page counts as fresh this long (opening chats refreshes it after). */
const LIST_FRESH_MS = 30_000;

/** The cached conversation list, if any. */
export function readChatList(client: QueryClient): ChatListData | undefined {
  return client.getQueryData<ChatListData>(chatsKeys.list);
}

/** True once the list was loaded in full on this page, so later loads only ask for what changed. */
export function loadedInFullHere(data: ChatListData | undefined): data is ChatListData {
  return data?.fullLoadId === PAGE_LOAD_ID;
}

/**
 * Asks for what changed since the list's sync point and merges it into the cache as it is when the
 * answer arrives (pushes may have come meanwhile); says which conversations got new messages.
 */
export async function fetchListChanges(client: QueryClient, since: number): Promise<ChatListMerge> {
  const items = await getChatListByDate(since);
  const merge = mergeChatList(readChatList(client), items, PAGE_LOAD_ID);
  client.setQueryData(chatsKeys.list, merge.data);
  return merge;
}

async function loadChatList(client: QueryClient): Promise<ChatListData> {
  const cached = readChatList(client);
  if (loadedInFullHere(cached) && cached.syncedUntil > 0) {
    const items = await getChatListByDate(cached.syncedUntil);
    return mergeChatList(readChatList(client), items, PAGE_LOAD_ID).data;
  }
  const knownUntil = cached?.syncedUntil ?? 0;
  const items = await getChatList(CHAT_LIST_MONTHS);
  // A day of margin: the server's window edge and this clock may disagree a little.
  const windowStart = addMonths(Date.now(), -CHAT_LIST_MONTHS) + 86_400_000;
  return mergeChatList(readChatList(client), items, PAGE_LOAD_ID, { windowStart, knownUntil }).data;
}

/**
 * The conversation list: the last 4 months in full the first time on a page, afterwards only the
 * conversations with messages since the newest one known (getChatListByDate), merged into the
 * cached list. Unread counts come with it from the server.
 */
export function chatListQueryOptions() {
  return queryOptions({
    queryKey: chatsKeys.list,
    queryFn: ({ client }) => loadChatList(client),
    staleTime: (query) =>
      loadedInFullHere(query.state.data as ChatListData | undefined) ? LIST_FRESH_MS : 0,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    // After a reconnect the chats background catches up on the spec's jittered delay instead.
    refetchOnReconnect: false,
  });
}

/** Changes the cached conversation list (pushes, sends, read marks, deletes). */
export function updateChatList(
  client: QueryClient,
  update: (current: ChatListData | undefined) => ChatListData | undefined,
): void {
  client.setQueryData<ChatListData>(chatsKeys.list, update);
}
