import { monthKeyOf } from '@switchboard/protocol';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from './api/keys.ts';
import { keepTabDataUntilChanged, MONTHLY_QUERY_KEYS, refreshOncePerMonth } from './monthlyRefresh.ts';
import { readStorage, StorageKey } from './storage.ts';

const MAY_31 = Date.UTC(2025, 4, 31, 23, 0);
const JUNE_1 = Date.UTC(2025, 5, 1, 0, 30);

afterEach(() => {
  vi.useRealTimers();
});

/** A client as the app makes it (30 s default freshness), with the tab data kept until changed. */
function appClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  keepTabDataUntilChanged(client);
  return client;
}

/** Mounts an observer as a screen would and says how many times the query function ran. */
async function mountCount(client: QueryClient, queryKey: readonly unknown[], queryFn: () => Promise<number>) {
  const observer = new QueryObserver(client, { queryKey, queryFn });
  const stop = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(client.getQueryState(queryKey)?.fetchStatus).toBe('idle'));
  stop();
}

describe('the month of a moment', () => {
  it('names the UTC month, as the history tabs do', () => {
    expect(monthKeyOf(MAY_31)).toBe('2025-05');
    expect(monthKeyOf(JUNE_1)).toBe('2025-06');
  });
});

describe('tab data freshness', () => {
  it('does not fetch the numbers and account data again on a later tab switch, however late', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MAY_31 - 3_600_000);
    const client = appClient();
    const balance = vi.fn(async () => 1);
    const phones = vi.fn(async () => 2);
    await mountCount(client, queryKeys.balance, balance);
    await mountCount(client, queryKeys.virtualPhones, phones);
    // An hour later (the 30 s default would have fetched again on each switch).
    vi.setSystemTime(MAY_31);
    await mountCount(client, queryKeys.balance, balance);
    await mountCount(client, queryKeys.virtualPhones, phones);
    expect(balance).toHaveBeenCalledTimes(1);
    expect(phones).toHaveBeenCalledTimes(1);
  });

  it('leaves other data on the 30-second default', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MAY_31 - 3_600_000);
    const client = appClient();
    const sessions = vi.fn(async () => 3);
    await mountCount(client, queryKeys.sessions, sessions);
    vi.setSystemTime(MAY_31);
    await mountCount(client, queryKeys.sessions, sessions);
    expect(sessions).toHaveBeenCalledTimes(2);
  });
});

describe('refreshOncePerMonth', () => {
  it('reloads on the first opening of numbers or account in a new month, and stores the month', async () => {
    const client = appClient();
    const balance = vi.fn(async () => 1);
    await mountCount(client, queryKeys.balance, balance);
    localStorage.setItem(StorageKey.currentMonth, '2025-05');

    expect(refreshOncePerMonth(client, 'numbers', MAY_31)).toBe(false);
    expect(refreshOncePerMonth(client, 'chats', JUNE_1)).toBe(false);
    expect(readStorage(StorageKey.currentMonth)).toBe('2025-05');
    for (const queryKey of MONTHLY_QUERY_KEYS) {
      expect(client.getQueryState(queryKey)?.isInvalidated ?? false).toBe(false);
    }

    expect(refreshOncePerMonth(client, 'account', JUNE_1)).toBe(true);
    expect(readStorage(StorageKey.currentMonth)).toBe('2025-06');
    expect(client.getQueryState(queryKeys.balance)?.isInvalidated).toBe(true);
    await mountCount(client, queryKeys.balance, balance);
    expect(balance).toHaveBeenCalledTimes(2);

    // Once: the next switches of that month keep what was loaded.
    expect(refreshOncePerMonth(client, 'numbers', JUNE_1 + 86_400_000)).toBe(false);
    expect(refreshOncePerMonth(client, 'account', JUNE_1 + 86_400_000)).toBe(false);
    await mountCount(client, queryKeys.balance, balance);
    expect(balance).toHaveBeenCalledTimes(2);
  });

  it('counts a browser that never stored a month as a new month', () => {
    const client = appClient();
    expect(refreshOncePerMonth(client, 'numbers', JUNE_1)).toBe(true);
    expect(readStorage(StorageKey.currentMonth)).toBe('2025-06');
  });
});
