import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../db/types.ts';

/** Letters and digits a person cannot confuse when copying a code (no I, O, 0, 1). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Length of an invite code. */
export const INVITE_CODE_LENGTH = 8;

/** A fresh random code. */
export function randomInviteCode(): string {
  return Array.from(
    { length: INVITE_CODE_LENGTH },
    () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
  ).join('');
}

/** The code of an account, if it has one yet. */
export async function codeOf(ex: Executor, accountId: string): Promise<string | undefined> {
  const row = await ex
    .selectFrom('invite_codes')
    .select('code')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.code;
}

/** Stores a code unless the account has one or another account of the brand holds it; false then. */
export async function insertCode(
  ex: Executor,
  row: { accountId: string; brand: string; code: string; now: number },
): Promise<boolean> {
  const inserted = await ex
    .insertInto('invite_codes')
    .values({ account_id: row.accountId, brand: row.brand, code: row.code, created_at: row.now })
    .onConflict((oc) => oc.doNothing())
    .returning('account_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The account holding a code in a brand. */
export async function ownerOfCode(ex: Executor, brand: string, code: string): Promise<string | undefined> {
  const row = await ex
    .selectFrom('invite_codes')
    .select('account_id')
    .where('brand', '=', brand)
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.account_id;
}

/**
 * A no-op write on the inviter's code row: on PostgreSQL it holds the row lock until commit, so two
 * friends redeeming at once are counted one after the other and the quota cannot be overshot.
 */
export async function lockCode(ex: Executor, accountId: string): Promise<void> {
  await ex
    .updateTable('invite_codes')
    .set({ created_at: sql`created_at` })
    .where('account_id', '=', accountId)
    .execute();
}

/** Friends who redeemed the account's code. */
export async function invitedCount(ex: Executor, accountId: string): Promise<number> {
  const row = await ex
    .selectFrom('accounts')
    .select(sql<string | number>`count(*)`.as('total'))
    .where('inviter_account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Money the account paid in (paid orders, gifts excluded), ten-thousandths. */
export async function rechargedTotal(ex: Executor, accountId: string): Promise<number> {
  const row = await ex
    .selectFrom('payment_orders')
    .select(sql<string | number>`coalesce(sum(amount), 0)`.as('total'))
    .where('account_id', '=', accountId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Sets the inviter once: false when the account already has one (the conditional update found no row). */
export async function setInviterOnce(
  ex: Executor,
  accountId: string,
  inviterId: string,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('accounts')
    .set({ inviter_account_id: inviterId, updated_at: now })
    .where('id', '=', accountId)
    .where('inviter_account_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** True when a phone (by its hash) already brought a referral bonus in the brand. */
export async function phoneRewarded(ex: Executor, brand: string, phoneHash: string): Promise<boolean> {
  const row = await ex
    .selectFrom('invite_phones')
    .select('account_id')
    .where('brand', '=', brand)
    .where('phone_hash', '=', phoneHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when the account was already paid a referral bonus for some phone. */
export async function bonusPaidTo(ex: Executor, accountId: string): Promise<boolean> {
  const row = await ex
    .selectFrom('invite_phones')
    .select('brand')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records that a phone brought the account its referral bonus; false when the phone already did
 * (the primary key decides, so two accounts racing with one phone are rewarded once).
 */
export async function claimPhone(
  ex: Executor,
  row: { brand: string; phoneHash: string; accountId: string; now: number },
): Promise<boolean> {
  const inserted = await ex
    .insertInto('invite_phones')
    .values({ brand: row.brand, phone_hash: row.phoneHash, account_id: row.accountId, created_at: row.now })
    .onConflict((oc) => oc.doNothing())
    .returning('account_id')
    .executeTakeFirst();
  return inserted !== undefined;
}
