import type { ChatMessage } from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../lib/alerts.ts';
import { CHAT_CACHE_PREFIX, StorageKey } from '../../../lib/storage.ts';
import {
  CACHE_KEEP_MS,
  CACHE_MAX_MESSAGES,
  clearDialogCaches,
  dialogCacheKey,
  pruneDialogCaches,
  pruneMessages,
  readDialogCache,
  writeDialogCache,
} from './cache.ts';

const NOW = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;
const KEY = '12025550100-12025550111';

function message(date: number, status = 0, smsId = `m${date}`): ChatMessage {
  return { smsId, date, text: 'hi', media: '', direction: 'in', status, type: 'sms' };
}

beforeEach(() => useAlerts.getState().clear());
afterEach(() => vi.restoreAllMocks());

describe('message cache', () => {
  it('is keyed own-other under the chats prefix', () => {
    expect(dialogCacheKey(KEY)).toBe(`${CHAT_CACHE_PREFIX}${KEY}`);
  });

  it('keeps about 4 months, never pending sends, at most the newest 1000, oldest first', () => {
    expect(CACHE_KEEP_MS).toBe(120 * DAY);
    const old = message(NOW - 121 * DAY);
    const kept = message(NOW - 119 * DAY);
    const pending = message(NOW - DAY, 1);
    const failed = message(NOW - 2 * DAY, 2);
    expect(pruneMessages([pending, kept, old, failed], NOW)).toEqual([kept, failed]);
    const many = Array.from({ length: CACHE_MAX_MESSAGES + 5 }, (_, index) => message(NOW - index * 1000));
    const pruned = pruneMessages(many, NOW);
    expect(pruned).toHaveLength(CACHE_MAX_MESSAGES);
    expect(pruned.at(-1)?.date).toBe(NOW);
  });

  it('round-trips with the newest confirmed time as the refresh point', () => {
    writeDialogCache(KEY, [message(NOW - 2000), message(NOW - 1000), message(NOW, 2)], NOW);
    const cache = readDialogCache(KEY, NOW);
    expect(cache?.since).toBe(NOW - 1000);
    expect(cache?.messages.map((item) => item.date)).toEqual([NOW - 2000, NOW - 1000, NOW]);
  });

  it('drops a cache whose refresh point is older than 4 months, and unreadable ones', () => {
    writeDialogCache(KEY, [message(NOW - 100 * DAY)], NOW);
    expect(readDialogCache(KEY, NOW + 21 * DAY)).toBeNull();
    expect(localStorage.getItem(dialogCacheKey(KEY))).toBeNull();
    localStorage.setItem(dialogCacheKey('1-2'), '{not json');
    expect(readDialogCache('1-2', NOW)).toBeNull();
    expect(localStorage.getItem(dialogCacheKey('1-2'))).toBeNull();
  });

  it('skips malformed messages but keeps the rest', () => {
    localStorage.setItem(
      dialogCacheKey(KEY),
      JSON.stringify({ since: NOW, messages: [message(NOW), { smsId: 3 }] }),
    );
    expect(readDialogCache(KEY, NOW)?.messages).toHaveLength(1);
  });

  it('prunes stale conversations as a group and clears all of them at logout', () => {
    writeDialogCache('1-old', [message(NOW - 130 * DAY)], NOW - 20 * DAY);
    writeDialogCache('1-fresh', [message(NOW - DAY)], NOW);
    localStorage.setItem(StorageKey.language, 'en');
    expect(pruneDialogCaches(NOW)).toBe(1);
    expect(readDialogCache('1-fresh', NOW)).not.toBeNull();
    clearDialogCaches();
    expect(readDialogCache('1-fresh', NOW)).toBeNull();
    expect(localStorage.getItem(StorageKey.language)).toBe('en');
  });

  it('a quota error goes through the storage wrapper (storage cleared, user told)', () => {
    const clear = vi.fn();
    vi.stubGlobal('localStorage', {
      length: 0,
      key: () => null,
      getItem: () => null,
      removeItem: () => undefined,
      clear,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    writeDialogCache(KEY, [message(NOW)], NOW);
    vi.unstubAllGlobals();
    expect(clear).toHaveBeenCalled();
    expect(useAlerts.getState().queue.map((alert) => alert.messageKey)).toEqual(['storage.quotaExceeded']);
  });
});
