import { apiUrl, Retcode } from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, setupRuntime, stubFetch } from '../test/helpers.tsx';
import { useAlerts } from './alerts.ts';
import { useSession } from './session.ts';
import { readStorage, StorageKey } from './storage.ts';
import { refreshTokenOnce, startTokenRefresh } from './tokenRefresh.ts';

const OLD = 'tok_old_0123456789abcdefghij';
const NEW = 'tok_new_0123456789abcdefghij';

beforeEach(() => {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: OLD, issuedAt: 0 });
  localStorage.setItem(StorageKey.token, OLD);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('token refresh', () => {
  it('stores the new token', async () => {
    stubFetch(() => envelope(0, { token: NEW }));
    await refreshTokenOnce();
    expect(useSession.getState().token).toBe(NEW);
    expect(readStorage(StorageKey.token)).toBe(NEW);
  });

  it('removes the stored token when the answer has none', async () => {
    stubFetch(() => envelope(0, null));
    await refreshTokenOnce();
    expect(useSession.getState().token).toBeNull();
    expect(readStorage(StorageKey.token)).toBeNull();
  });

  it('only logs a failed refresh', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await refreshTokenOnce();
    expect(useSession.getState().token).toBe(OLD);
    expect(useAlerts.getState().queue).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it('only logs a refresh answered with an error code: no alert, no logout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => envelope(Retcode.TOO_MANY_REQUESTS, null, 'Too many requests', 429));
    await refreshTokenOnce();
    expect(useSession.getState().token).toBe(OLD);
    expect(useAlerts.getState().queue).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it.each([
    ['an invalid token', Retcode.TOKEN_INVALID, 401],
    ['a session signed in elsewhere', Retcode.SIGNED_IN_ELSEWHERE, 401],
    ['an invalid parameter', Retcode.INVALID_PARAMETER, 400],
    ['a general error', Retcode.GENERAL_ERROR, 500],
    ['a service outage', Retcode.SERVICE_UNAVAILABLE, 503],
  ])(
    'only logs a refresh answered with %s, which other calls alert or act on',
    async (_name, retcode, status) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      stubFetch(() => envelope(retcode, null, 'the server says no', status));
      await refreshTokenOnce();
      expect(useSession.getState()).toMatchObject({ token: OLD, kicked: false });
      expect(readStorage(StorageKey.token)).toBe(OLD);
      expect(useAlerts.getState().queue).toHaveLength(0);
      expect(warn).toHaveBeenCalledWith('token refresh failed', expect.any(Error));
    },
  );

  it('keeps a logout that happened while the refresh was out', async () => {
    stubFetch(() => {
      useSession.setState({ token: null });
      return envelope(0, { token: NEW });
    });
    await refreshTokenOnce();
    expect(useSession.getState().token).toBeNull();
  });

  it('runs on the interval while started', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(() => envelope(0, { token: NEW }));
    const stop = startTokenRefresh(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain(apiUrl('refreshToken'));
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts from the last refresh of any tab, not from page load', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(() => envelope(0, { token: NEW }));
    localStorage.setItem(StorageKey.tokenRefreshedAt, String(Date.now() - 900));
    const stop = startTokenRefresh(1000);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits when another tab refreshed in the meantime', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(() => envelope(0, { token: NEW }));
    const stop = startTokenRefresh(1000);
    await vi.advanceTimersByTimeAsync(600);
    localStorage.setItem(StorageKey.tokenRefreshedAt, String(Date.now()));
    await vi.advanceTimersByTimeAsync(400);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });
});

/** Web Locks as browsers grant them: one holder per name, the next request waits its turn. */
function fakeLockManager() {
  let held = false;
  const waiting: (() => void)[] = [];
  return {
    request(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) {
      return new Promise<void>((resolve, reject) => {
        const run = () => {
          held = true;
          void callback()
            .then(resolve, reject)
            .finally(() => {
              held = false;
              waiting.shift()?.();
            });
        };
        options.signal?.addEventListener('abort', () => {
          const index = waiting.indexOf(run);
          if (index === -1) return;
          waiting.splice(index, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
        if (held) waiting.push(run);
        else run();
      });
    },
  };
}

describe('one tab at a time', () => {
  it('refreshes in the tab holding the lock, and another takes over when it closes', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLockManager() });
    const fetchMock = stubFetch(() => envelope(0, { token: NEW }));
    const closeFirstTab = startTokenRefresh(1000);
    const closeSecondTab = startTokenRefresh(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    closeFirstTab();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    closeSecondTab();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
