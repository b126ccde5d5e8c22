import type { AccountRow, AccountStatus, Executor, NewAccountRow } from '../../db/types.ts';

/** Stores a new account. */
export async function insertAccount(ex: Executor, row: NewAccountRow): Promise<void> {
  await ex.insertInto('accounts').values(row).execute();
}

/** The account of a brand with this (lower-cased) email. */
export function findByEmail(ex: Executor, brand: string, email: string): Promise<AccountRow | undefined> {
  return ex
    .selectFrom('accounts')
    .selectAll()
    .where('brand', '=', brand)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The account of a brand with this phone. */
export function findByPhone(
  ex: Executor,
  brand: string,
  telCode: string,
  phone: string,
): Promise<AccountRow | undefined> {
  return ex
    .selectFrom('accounts')
    .selectAll()
    .where('brand', '=', brand)
    .where('tel_code', '=', telCode)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

/** An account by id. */
export function findById(ex: Executor, id: string): Promise<AccountRow | undefined> {
  return ex.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The status of each of these accounts that exists, by id. */
export async function statusesOf(ex: Executor, ids: readonly string[]): Promise<Map<string, AccountStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await ex.selectFrom('accounts').select(['id', 'status']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** Changes an account's status. */
export async function updateStatus(
  ex: Executor,
  id: string,
  status: AccountStatus,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('accounts')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** True when no account exists at all: the demo seed runs only then. */
export async function noAccounts(ex: Executor): Promise<boolean> {
  const row = await ex.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Replaces an account's password hash. */
export async function updatePasswordHash(
  ex: Executor,
  id: string,
  passwordHash: string,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('accounts')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The brand of an account, undefined when there is no such account. */
export async function brandOfAccount(ex: Executor, id: string): Promise<string | undefined> {
  const row = await ex.selectFrom('accounts').select('brand').where('id', '=', id).executeTakeFirst();
  return row?.brand;
}

/** Saves a verified phone or email on the account (a unique violation when another account has it). */
export async function updateContact(
  ex: Executor,
  id: string,
  values: { tel_code: string; phone: string } | { email: string },
  now: number,
): Promise<void> {
  await ex
    .updateTable('accounts')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}
