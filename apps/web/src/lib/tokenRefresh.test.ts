import { apiUrl } from '@switchboard/protocol';
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
  useSession.setState({ token: OLD });
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
});
