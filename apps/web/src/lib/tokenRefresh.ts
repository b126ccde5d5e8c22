import { AUTH_HEADER, anyEnvelopeSchema, TOKEN_REFRESH_INTERVAL_MS } from '@switchboard/protocol';
import { buildApiUrl } from './api/client.ts';
import { currentToken, endSession, replaceToken } from './session.ts';
import { readStorage, StorageKey, writeStorage } from './storage.ts';

/** Web Locks name under which one tab of the browser runs the refresh timer for all. */
const REFRESH_LOCK = 'sb.tokenRefresh';

/** A refreshed token and when the server issued it. */
interface IssuedToken {
  token: string;
  issuedAt: number;
}

/** The refresh answer: the new token with its issue time, or null when the server gave none. */
function newTokenOf(data: unknown): IssuedToken | null {
  const { token, issuedAt } = (data ?? {}) as { token?: unknown; issuedAt?: unknown };
  if (typeof token !== 'string' || token === '') return null;
  return { token, issuedAt: typeof issuedAt === 'number' ? issuedAt : Date.now() };
}

/**
 * Asks the server for a new token. Deliberately not through callApi: a failure here is only
 * logged (the spec's rule: the old token may well still be good), so no catalogue reaction may
 * alert the user or log them out over it.
 */
async function requestNewToken(token: string): Promise<IssuedToken | null> {
  const response = await fetch(buildApiUrl('refreshToken'), {
    headers: { accept: 'application/json', [AUTH_HEADER]: token },
  });
  const envelope = anyEnvelopeSchema.safeParse(await response.json());
  if (!envelope.success)
    throw new Error(`refreshToken answered an unexpected shape (HTTP ${response.status})`);
  const { retcode, retmsg, data } = envelope.data;
  if (retcode !== 0 || !response.ok) throw new Error(`refreshToken failed with ${retcode} ${retmsg}`);
  return newTokenOf(data);
}

/**
 * Refreshes the token once: a new token replaces the stored one (and reaches the other tabs); an
 * answer without a token means the session is gone, so the stored token is removed. A failed call is
 * only logged.
 */
export async function refreshTokenOnce(): Promise<void> {
  const token = currentToken();
  if (token === null) return;
  try {
    const next = await requestNewToken(token);
    // The user may have logged out while the call was out.
    if (currentToken() === null) return;
    // Another tab may have refreshed meanwhile: replaceToken keeps whichever token is the later.
    if (next) replaceToken(next.token, next.issuedAt);
    else if (currentToken() === token) endSession();
  } catch (error) {
    console.warn('token refresh failed', error);
  }
}

/** Milliseconds until the next refresh is due, from the last one any tab recorded. */
function untilDue(interval: number): number {
  const last = Number(readStorage(StorageKey.tokenRefreshedAt));
  return Math.max(0, last + interval - Date.now());
}

/** A session stored before refresh times were kept counts from now, as it did before. */
function recordStartIfUnknown(): void {
  const last = Number(readStorage(StorageKey.tokenRefreshedAt));
  if (!Number.isFinite(last) || last <= 0) writeStorage(StorageKey.tokenRefreshedAt, String(Date.now()));
}

/** Runs the refresh timer in this tab: at each due time, refresh unless another tab already did. */
function runRefreshTimer(interval: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    timer = setTimeout(() => void tick(), delay);
  };
  const tick = async () => {
    const wait = untilDue(interval);
    if (wait > 0) return schedule(wait);
    await refreshTokenOnce();
    // After a failure the stored time is unchanged: try again one interval later, as the spec has it.
    if (!stopped) schedule(Math.max(untilDue(interval), interval));
  };
  recordStartIfUnknown();
  schedule(untilDue(interval));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * Runs `start` while this tab holds the named Web Lock, so only one tab of the browser does the
 * work; when that tab closes, a waiting one takes over. Without Web Locks every tab runs it (the
 * server accepts the previous token for a while, so concurrent refreshes are safe).
 */
function whileLeader(name: string, start: () => () => void): () => void {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return start();
  const abort = new AbortController();
  let release: (() => void) | undefined;
  locks
    .request(name, { signal: abort.signal }, () => {
      const stop = start();
      return new Promise<void>((resolve) => {
        release = () => {
          stop();
          resolve();
        };
      });
    })
    .catch((error: unknown) => {
      if (!abort.signal.aborted) console.warn('token refresh lock failed', error);
    });
  return () => {
    abort.abort();
    release?.();
  };
}

/**
 * Refreshes the token every TOKEN_REFRESH_INTERVAL_MS, counted from the last refresh of any tab,
 * with one tab at a time doing it; returns the stop function.
 */
export function startTokenRefresh(interval = TOKEN_REFRESH_INTERVAL_MS): () => void {
  return whileLeader(REFRESH_LOCK, () => runRefreshTimer(interval));
}
