import { MessageStatus } from '@switchboard/protocol';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';

// The chats feature's server data as the first script handles it (the providers and the persisted
// cache), so that script needs nothing from the feature itself.

let attached: QueryClient | null = null;

/**
 * Names the query client the chats feature writes into from outside React (socket events, sends,
 * deletes). The app's providers attach theirs, so a test that renders with its own client gets
 * that one.
 */
export function attachChatsCache(client: QueryClient): void {
  attached = client;
}

/** The query client holding the chats feature's server data. */
export function chatsCache(): QueryClient {
  if (!attached) throw new Error('the query client is not attached yet (render inside the app providers)');
  return attached;
}

/** First element of every query key of the chats feature; only these queries are persisted. */
export const CHATS_QUERY_PREFIX = 'chats';
/** Key prefix of every conversation's history pages. */
export const CHAT_DIALOGS_QUERY_KEY = [CHATS_QUERY_PREFIX, 'dialog'] as const;

/** A conversation's stored history is kept about 4 months after its newest message. */
export const CACHE_KEEP_MS = 120 * 86_400_000;
/** At most about this many messages of a conversation are stored (whole pages, the newest). */
export const CACHE_MAX_MESSAGES = 1000;

/** A page of a conversation's cached history as storing reads it: its messages, oldest first. */
export interface StoredPage {
  messages: { status: number; date: number }[];
}

/** A conversation's cached history (an infinite query's data): its pages, newest first, and their params. */
export interface StoredHistory<Page extends StoredPage = StoredPage, Param = unknown> {
  pages: Page[];
  pageParams: Param[];
}

function isDialogKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === CHAT_DIALOGS_QUERY_KEY[0] && queryKey[1] === CHAT_DIALOGS_QUERY_KEY[1];
}

/**
 * What of a history is worth storing: no messages still being sent (they would spin forever after
 * a reload), the newest pages up to about CACHE_MAX_MESSAGES (older pages are loaded again on
 * scrolling up), or nothing when its newest message is older than the keep window.
 */
export function trimDialogForStorage<Page extends StoredPage, Param>(
  data: StoredHistory<Page, Param>,
  now: number,
): StoredHistory<Page, Param> | null {
  const pages: Page[] = [];
  let kept = 0;
  let newest = 0;
  for (const chunk of data.pages) {
    if (kept >= CACHE_MAX_MESSAGES) break;
    const messages = chunk.messages.filter((message) => message.status !== MessageStatus.sending);
    for (const message of messages) newest = Math.max(newest, message.date);
    pages.push({ ...chunk, messages });
    kept += messages.length;
  }
  if (kept === 0 || newest < now - CACHE_KEEP_MS) return null;
  return { pages, pageParams: data.pageParams.slice(0, pages.length) };
}

/** The dehydrated cache as it is stored: histories trimmed, stale ones left out. */
export function trimForStorage(state: DehydratedState, now = Date.now()): DehydratedState {
  const queries = state.queries.flatMap((query) => {
    if (!isDialogKey(query.queryKey)) return [query];
    const data = trimDialogForStorage(query.state.data as StoredHistory, now);
    return data ? [{ ...query, state: { ...query.state, data } }] : [];
  });
  return { ...state, queries };
}
