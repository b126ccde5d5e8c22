import { useChats } from '../state/chatStore.ts';
import { useChatView } from '../state/viewStore.ts';
import { DIALOG_PAGE_SIZE, getDialogList } from './api.ts';
import { readDialogCache, refreshPoint, writeDialogCache } from './cache.ts';
import { splitChatKey } from './conversations.ts';
import { historyDepth, historySteps, walkHistory } from './history.ts';

const merged = new Set<string>();
const inflight = new Map<string, Promise<void>>();

/** True once a conversation's cache was merged on this page, so its loaded messages are complete. */
export function historyMerged(key: string): boolean {
  return merged.has(key);
}

async function load(key: string): Promise<void> {
  const chats = useChats.getState();
  const { own, other } = splitChatKey(key);
  let since: number | undefined;
  if (merged.has(key)) {
    since = refreshPoint(chats.messages[key] ?? []) || undefined;
  } else {
    const cache = readDialogCache(key);
    if (cache) {
      chats.mergeMessages(key, cache.messages);
      since = cache.since;
    }
  }
  const depth = historyDepth(chats.conversations[key]?.type);
  const steps = historySteps(Date.now(), depth, since);
  const page = await walkHistory(
    (ym, pageSize, startTime) =>
      getDialogList({
        ownFullNumber: own,
        otherFullNumber: other,
        ym,
        pageSize: Math.min(pageSize, DIALOG_PAGE_SIZE),
        since,
        startTime,
      }),
    steps,
  );
  useChats.getState().mergeMessages(key, page);
  merged.add(key);
  writeDialogCache(key, useChats.getState().messages[key] ?? []);
}

/**
 * Loads a conversation's history: the cache first, then from the server either everything after
 * the cached time or, with nothing cached, the months of its depth (4, or 0 for verification codes).
 */
export function loadDialog(key: string): Promise<void> {
  const running = inflight.get(key);
  if (running) return running;
  const view = useChatView.getState();
  view.setLoading(key, true);
  const promise = load(key)
    .catch((error: unknown) => console.warn('history load failed', error))
    .finally(() => {
      inflight.delete(key);
      useChatView.getState().setLoading(key, false);
    });
  inflight.set(key, promise);
  return promise;
}

/** Persists a conversation's loaded messages (only once its cache was merged, so nothing is lost). */
export function persistDialog(key: string): void {
  if (!merged.has(key)) return;
  const messages = useChats.getState().messages[key];
  if (messages) writeDialogCache(key, messages);
}

/** Forgets which conversations were loaded (logout, or a conversation deleted). */
export function forgetDialogs(key?: string): void {
  if (key === undefined) merged.clear();
  else merged.delete(key);
}
