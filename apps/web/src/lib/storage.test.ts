import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from './alerts.ts';
import { isQuotaExceeded, readStorage, removeStorage, StorageKey, writeStorage } from './storage.ts';

/** An in-memory Storage whose writes fail with the given error. */
function failingStorage(initial: Record<string, string>, error: DOMException) {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    getItem: (key: string) => data.get(key) ?? null,
    setItem: () => {
      throw error;
    },
    removeItem: (key: string) => data.delete(key),
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
  };
}

beforeEach(() => useAlerts.getState().clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('storage wrapper', () => {
  it('reads, writes and removes', () => {
    expect(writeStorage(StorageKey.language, 'zh-CN')).toBe(true);
    expect(readStorage(StorageKey.language)).toBe('zh-CN');
    removeStorage(StorageKey.language);
    expect(readStorage(StorageKey.language)).toBeNull();
  });

  it('clears all local storage and alerts when the quota is exceeded', () => {
    const store = failingStorage(
      { 'someone.else': 'big cache', [StorageKey.token]: 'old-token' },
      new DOMException('full', 'QuotaExceededError'),
    );
    vi.stubGlobal('localStorage', store);
    expect(writeStorage(StorageKey.language, 'en')).toBe(false);
    expect(store.length).toBe(0);
    expect(useAlerts.getState().queue).toEqual([
      expect.objectContaining({ messageKey: 'storage.quotaExceeded' }),
    ]);
  });

  it('does not clear storage for other write failures', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'localStorage',
      failingStorage({ [StorageKey.token]: 'kept' }, new DOMException('denied', 'SecurityError')),
    );
    expect(writeStorage(StorageKey.language, 'en')).toBe(false);
    expect(readStorage(StorageKey.token)).toBe('kept');
    expect(useAlerts.getState().queue).toHaveLength(0);
  });

  it('recognises the browser-specific quota errors', () => {
    expect(isQuotaExceeded(new DOMException('x', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceeded(new DOMException('x', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true);
    expect(isQuotaExceeded(new Error('x'))).toBe(false);
    expect(isQuotaExceeded('QuotaExceededError')).toBe(false);
  });
});
