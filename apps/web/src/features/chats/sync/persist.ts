import { MessageStatus } from '@switchboard/protocol';
import type { DehydratedState } from '@tanstack/react-query';
import type { DialogData } from './dialogData.ts';
import { chatsKeys } from './keys.ts';

/** A conversation's stored history is kept about 4 months after its newest message. */
export const CACHE_KEEP_MS = 120 * 86_400_000;
/** At most about this many messages of a conversation are stored (whole pages, the newest). */
export const CACHE_MAX_MESSAGES = 1000;

function isDialogKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === chatsKeys.dialogs[0] && queryKey[1] === chatsKeys.dialogs[1];
}

/**
 * What of a history is worth storing: no messages still being sent (they would spin forever after
 * a reload), the newest pages up to about CACHE_MAX_MESSAGES (older pages are loaded again on
 * scrolling up), or nothing when its newest message is older than the keep window.
 */
export function trimDialogForStorage(data: DialogData, now: number): DialogData | null {
  const pages: DialogData['pages'] = [];
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
    const data = trimDialogForStorage(query.state.data as DialogData, now);
    return data ? [{ ...query, state: { ...query.state, data } }] : [];
  });
  return { ...state, queries };
}
