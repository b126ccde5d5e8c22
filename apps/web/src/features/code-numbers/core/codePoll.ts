import type { CodeSms, LockedPhone } from '@switchboard/protocol';
import { CODE_POLL_INTERVAL_MS, Retcode } from '@switchboard/protocol';
import { type QueryClient, type QueryObserver, queryOptions, skipToken } from '@tanstack/react-query';
import { isRetcode } from '../../../lib/api/errors.ts';
import { queryKeys } from '../../../lib/api/queries.ts';
import { poll } from './api.ts';

/** The polls of one lock as the query cache holds them. */
export interface CodePoll {
  /** Messages since the lock, newest first. */
  list: CodeSms[];
  /** True once the server said polling must stop (its limit, or the lock released). */
  done: boolean;
  /** Polls answered so far; the next poll sends this plus one as its count. */
  polls: number;
}

/** What one lock's polls are: the locked number, which lock it is, and when its countdown ends. */
export interface CodeLock {
  locked: LockedPhone;
  /** Distinguishes this lock from earlier locks of the same number. */
  lockId: number;
  /** When the countdown reaches 0 (ms since the epoch). */
  endsAt: number;
}

const beforeFirstPoll: CodePoll = { list: [], done: false, polls: 0 };

/** True once a message with a code arrived. */
export function codeArrived(list: readonly CodeSms[]): boolean {
  return list.some((message) => message.code !== '');
}

/**
 * Whether to poll again: never after the server's stop, a code, a signed-out answer (100008), or
 * when the next poll would come at or after the countdown's end. A push (codeReceived) still polls.
 */
export function keepsPolling(
  data: CodePoll | undefined,
  error: unknown,
  endsAt: number,
  now = Date.now(),
): boolean {
  if (isRetcode(error, Retcode.TOKEN_INVALID)) return false;
  if (data?.done || codeArrived(data?.list ?? [])) return false;
  return now + CODE_POLL_INTERVAL_MS < endsAt;
}

async function pollOnce(client: QueryClient, lock: CodeLock): Promise<CodePoll> {
  const key = queryKeys.codeSession(lock.locked.phone, lock.lockId);
  const count = (client.getQueryData<CodePoll>(key)?.polls ?? 0) + 1;
  const answer = await poll(lock.locked.app, lock.locked.phone, count);
  return { ...answer, polls: count };
}

/**
 * The polls of a lock: the first one after 5 s, then every 5 s (also while the page is in the
 * background, where the user reads the code from the other app) until `keepsPolling` says stop.
 * A failed poll is not retried: the next one is. Without a lock there is nothing to poll.
 */
export function codePollQuery(lock: CodeLock | null) {
  return queryOptions({
    queryKey: queryKeys.codeSession(lock?.locked.phone ?? '', lock?.lockId ?? 0),
    queryFn: lock ? ({ client }) => pollOnce(client, lock) : skipToken,
    initialData: beforeFirstPoll,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchInterval: (query) =>
      lock && keepsPolling(query.state.data, query.state.error, lock.endsAt) ? CODE_POLL_INTERVAL_MS : false,
    refetchIntervalInBackground: true,
  });
}

/** The observer that runs a lock's polls. */
export type CodePollObserver = QueryObserver<
  CodePoll,
  Error,
  CodePoll,
  CodePoll,
  ReturnType<typeof queryKeys.codeSession>
>;
