import type { ChatMessage } from '@switchboard/protocol';
import { addMonthsToKey, splitChatKey } from '@switchboard/protocol';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { DIALOG_PAGE_SIZE, getDialogList } from './api.ts';
import { PAGE_LOAD_ID, readChatList } from './chatList.ts';
import { findConversation } from './chatListData.ts';
import {
  carriedOver,
  type DialogChunk,
  type DialogCursor,
  type DialogData,
  dialogMessages,
  NEWEST,
  refreshPoint,
  withServerMessages,
} from './dialogData.ts';
import {
  type HistoryCursor,
  historyDepth,
  historyFinished,
  historySteps,
  monthsBetween,
  type PageReader,
  walkHistory,
} from './history.ts';
import { chatsKeys } from './keys.ts';

/** Messages one scroll-up load asks for (a month may take several). */
export const OLDER_PAGE_SIZE = 200;
/** An older load skips at most this many empty months before it gives up (10 years). */
const MAX_EMPTY_MONTHS = 120;

function pageReader(key: string, since?: number): PageReader {
  const { own, other } = splitChatKey(key);
  return (ym, pageSize, startTime) =>
    getDialogList({
      ownFullNumber: own,
      otherFullNumber: other,
      ym,
      pageSize: Math.min(pageSize, DIALOG_PAGE_SIZE),
      since,
      startTime,
    });
}

function chunkOf(newestFirst: readonly ChatMessage[], older: HistoryCursor, firstDate: number | null) {
  const messages = [...newestFirst].sort((a, b) => a.date - b.date);
  const finished = historyFinished(firstDate, messages[0]?.date, older);
  return { messages, older: finished ? null : older, firstDate } satisfies DialogChunk;
}

/**
 * The first load: the spec's months (4, 3, 2, 1, or the current one for verification codes) up to
 * the page budget, plus whatever the cache gained meanwhile (a push, a send in progress).
 */
async function loadNewest(client: QueryClient, key: string): Promise<DialogChunk> {
  const type = findConversation(readChatList(client), key)?.type;
  const walk = await walkHistory(pageReader(key), historySteps(Date.now(), historyDepth(type)));
  const kept = carriedOver(client.getQueryData<DialogData>(chatsKeys.dialog(key)), walk.messages);
  return { ...chunkOf([...walk.messages, ...kept], walk.older, walk.firstDate), loadId: PAGE_LOAD_ID };
}

/** One scroll-up load: the next page of the month, or of the next older month that has messages. */
async function loadOlder(key: string, cursor: HistoryCursor): Promise<DialogChunk> {
  const read = pageReader(key);
  let at: HistoryCursor = cursor;
  for (let skipped = 0; skipped < MAX_EMPTY_MONTHS; skipped += 1) {
    const page = await read(at.ym, OLDER_PAGE_SIZE, at.startTime);
    const monthDone = page.nextStartTime === null || page.dialogList.length === 0;
    const older: HistoryCursor = monthDone
      ? { ym: addMonthsToKey(at.ym, -1) }
      : { ym: at.ym, startTime: page.nextStartTime! };
    const chunk = chunkOf(page.dialogList, older, page.firstDate);
    if (chunk.messages.length > 0 || chunk.older === null) return chunk;
    at = older;
  }
  return { messages: [], older: null, firstDate: null };
}

/**
 * A conversation's history as an infinite query: the first page is the spec's first load, each
 * next page goes further back until the first message. Pushes and sends write into it; it is
 * never refetched as a whole (refreshDialog asks only for what is new), except when it holds only
 * messages written before its history was loaded.
 */
export function dialogQueryOptions(key: string) {
  return infiniteQueryOptions({
    queryKey: chatsKeys.dialog(key),
    queryFn: ({ client, pageParam }): Promise<DialogChunk> =>
      pageParam.kind === 'newest' ? loadNewest(client, key) : loadOlder(key, pageParam),
    initialPageParam: NEWEST as DialogCursor,
    getNextPageParam: (last: DialogChunk): DialogCursor | null =>
      last.older ? { kind: 'older', ...last.older } : null,
    staleTime: (query) => (query.state.data?.pages[0]?.provisional ? 0 : Number.POSITIVE_INFINITY),
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * Reads the first load again over a history restored from an earlier page load, while it stays on
 * screen: the fresh first page replaces the held pages (older ones load again on scrolling up).
 */
async function reloadNewest(client: QueryClient, key: string): Promise<void> {
  const chunk = await loadNewest(client, key);
  client.setQueryData<DialogData>(chatsKeys.dialog(key), { pages: [chunk], pageParams: [NEWEST] });
}

/**
 * Brings a held history up to date: asks for everything after its newest confirmed message (all
 * months since then) and merges it in. When that is more than one load may read, or nothing
 * confirmed is held, the history is loaded afresh instead; so is one restored from an earlier page
 * load. A history not held is left to the query.
 */
export async function refreshDialog(client: QueryClient, key: string): Promise<void> {
  const queryKey = chatsKeys.dialog(key);
  const data = client.getQueryData<DialogData>(queryKey);
  if (!data || data.pages[0]?.provisional) return;
  if (data.pages[0]?.loadId !== PAGE_LOAD_ID) {
    await reloadNewest(client, key);
    return;
  }
  const since = refreshPoint(dialogMessages(data));
  const now = Date.now();
  if (since === 0) {
    await client.resetQueries({ queryKey, exact: true });
    return;
  }
  const walk = await walkHistory(pageReader(key, since), historySteps(now, monthsBetween(since, now), since));
  if (!walk.complete) {
    await client.resetQueries({ queryKey, exact: true });
    return;
  }
  client.setQueryData<DialogData>(queryKey, (current) => withServerMessages(current, walk.messages));
}

/** The cached history of a conversation, if any. */
export function readDialog(client: QueryClient, key: string): DialogData | undefined {
  return client.getQueryData<DialogData>(chatsKeys.dialog(key));
}

/** Changes a conversation's cached history (pushes, sends, acks, deletes, transcripts). */
export function updateDialog(
  client: QueryClient,
  key: string,
  update: (current: DialogData | undefined) => DialogData | undefined,
): void {
  client.setQueryData<DialogData>(chatsKeys.dialog(key), update);
}
