import type { AccountInfo, BrandId } from '@switchboard/protocol';
import { NUMBER_TIPS_PREFIX, readStorage, writeStorage } from '../../../lib/storage.ts';

/** Who the tips were shown to: the account's email, else its phone; null while unknown. */
export function accountKey(account: AccountInfo | undefined): string | null {
  if (!account) return null;
  if (account.email) return account.email.toLowerCase();
  if (account.phone) return `${account.telCode}${account.phone}`;
  return null;
}

/** True once this account dismissed the tips on this brand. */
export function tipsSeen(brand: BrandId, account: string): boolean {
  return readStorage(`${NUMBER_TIPS_PREFIX}${brand}.${account}`) === '1';
}

/** Remembers the dismissal, per brand and account. */
export function markTipsSeen(brand: BrandId, account: string): void {
  writeStorage(`${NUMBER_TIPS_PREFIX}${brand}.${account}`, '1');
}
