import { monthKeyOf, type TabId } from '@switchboard/protocol';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './api/keys.ts';
import { readStorage, StorageKey, writeStorage } from './storage.ts';

/** The tabs whose opening refreshes their data once per calendar month (spec 000 section 4). */
export const MONTHLY_TABS: readonly TabId[] = ['numbers', 'account'];

/**
 * What opening the numbers or account tab loads: the balance, account info, profile, identity proof
 * and own numbers with their plans. The server's account events keep each current while signed in
 * (a reconnect that missed some loads them again), so switching tabs does not fetch them again;
 * a new calendar month does.
 */
export const MONTHLY_QUERY_KEYS: readonly QueryKey[] = [
  queryKeys.balance,
  queryKeys.accountInfo,
  queryKeys.profile,
  queryKeys.kyc,
  queryKeys.virtualPhones,
  queryKeys.numberPlans,
];

/**
 * Keeps the tab data loaded until something says it changed (a push, a screen's own reload, a new
 * month) instead of the cache's 30-second default, which refetched it on every tab switch.
 */
export function keepTabDataUntilChanged(client: QueryClient): void {
  for (const queryKey of MONTHLY_QUERY_KEYS) {
    client.setQueryDefaults(queryKey, { staleTime: Number.POSITIVE_INFINITY });
  }
}

/**
 * Called when a tab opens: for the numbers and account tabs, the first opening in a calendar month
 * other than the stored one reloads their data (the loaded queries at once, the others when they
 * are next shown) and stores the month. Returns whether it reloaded.
 */
export function refreshOncePerMonth(client: QueryClient, tab: TabId, now = Date.now()): boolean {
  if (!MONTHLY_TABS.includes(tab)) return false;
  const month = monthKeyOf(now);
  if (readStorage(StorageKey.currentMonth) === month) return false;
  writeStorage(StorageKey.currentMonth, month);
  for (const queryKey of MONTHLY_QUERY_KEYS) void client.invalidateQueries({ queryKey });
  return true;
}
