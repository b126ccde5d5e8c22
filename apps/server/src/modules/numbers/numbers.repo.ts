import type { ExpressionBuilder, Insertable } from 'kysely';
import type { DB, Executor, PhoneNumberRow, PhoneNumbersTable } from '../../db/types.ts';

/**
 * Not serving the verification pool: an operator who moved a number there took it off the rental
 * market (its code-receiving for other people's apps must never reach a renter).
 */
function outsideCodePool({ not, exists, selectFrom }: ExpressionBuilder<DB, 'phone_numbers'>) {
  return not(
    exists(
      selectFrom('code_pool_numbers')
        .select('code_pool_numbers.id')
        .whereRef('code_pool_numbers.full_number', '=', 'phone_numbers.full_number')
        .where('code_pool_numbers.removed_at', 'is', null),
    ),
  );
}

/** What picks a free number: any of the fields given must match. */
export interface NumberFilter {
  country?: string;
  tollFree?: boolean;
  areaCode?: string;
  fullNumber?: string;
}

/** Inserts numbers, skipping ones already present; returns how many were new. */
export async function insertNumbers(ex: Executor, rows: Insertable<PhoneNumbersTable>[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await ex
    .insertInto('phone_numbers')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** True while the inventory holds no number at all. */
export async function inventoryEmpty(ex: Executor): Promise<boolean> {
  return (await ex.selectFrom('phone_numbers').select('id').limit(1).executeTakeFirst()) === undefined;
}

/** Ids of a few free numbers (unowned, out of quarantine) matching the filter, in number order. */
export function freeCandidates(ex: Executor, filter: NumberFilter, limit: number): Promise<{ id: string }[]> {
  let query = ex
    .selectFrom('phone_numbers')
    .select('id')
    .where('account_id', 'is', null)
    .where((eb) => eb.or([eb('quarantine_until', 'is', null), eb('quarantine_until', '<=', Date.now())]))
    .where(outsideCodePool);
  if (filter.country !== undefined) query = query.where('country', '=', filter.country);
  if (filter.tollFree !== undefined) query = query.where('toll_free', '=', filter.tollFree ? 1 : 0);
  if (filter.areaCode !== undefined) query = query.where('area_code', '=', filter.areaCode);
  if (filter.fullNumber !== undefined) query = query.where('full_number', '=', filter.fullNumber);
  return query.orderBy('full_number').limit(limit).execute();
}

/**
 * Gives a number to an account only if it is still free and out of quarantine (or, with
 * `inQuarantine`, only while its quarantine runs: the releasing owner restoring it); true when this
 * call took it. The conditions sit in the update itself, so of two racing claims one wins.
 */
export async function claimNumber(
  ex: Executor,
  id: string,
  accountId: string,
  now: number,
  inQuarantine = false,
): Promise<boolean> {
  const result = await ex
    .updateTable('phone_numbers')
    .set({ account_id: accountId, assigned_at: now, quarantine_until: null })
    .where('id', '=', id)
    .where('account_id', 'is', null)
    .where((eb) =>
      inQuarantine
        ? eb('quarantine_until', '>', now)
        : eb.or([eb('quarantine_until', 'is', null), eb('quarantine_until', '<=', now)]),
    )
    .where(outsideCodePool)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The account's numbers, oldest assignment first. */
export function numbersOf(ex: Executor, accountId: string): Promise<PhoneNumberRow[]> {
  return ex
    .selectFrom('phone_numbers')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('assigned_at')
    .orderBy('full_number')
    .execute();
}

/** A number of the inventory by its full number. */
export function numberByFull(ex: Executor, fullNumber: string): Promise<PhoneNumberRow | undefined> {
  return ex.selectFrom('phone_numbers').selectAll().where('full_number', '=', fullNumber).executeTakeFirst();
}

/** Numbers of the inventory among these full numbers, by full number. */
export async function numbersByFull(
  ex: Executor,
  fullNumbers: readonly string[],
): Promise<Map<string, PhoneNumberRow>> {
  if (fullNumbers.length === 0) return new Map();
  const rows = await ex
    .selectFrom('phone_numbers')
    .selectAll()
    .where('full_number', 'in', fullNumbers)
    .execute();
  return new Map(rows.map((row) => [row.full_number, row]));
}

/** Sets whether a number may send messages; no operator's refusal stays with it either way. */
export async function updateMessagingEnabled(ex: Executor, id: string, enabled: boolean): Promise<void> {
  await ex
    .updateTable('phone_numbers')
    .set({ messaging_enabled: enabled ? 1 : 0, toll_free_review_reason: '' })
    .where('id', '=', id)
    .execute();
}

/** Every assigned number with its account's brand and email, for the simulator page. */
export function assignedNumbers(
  ex: Executor,
): Promise<{ full_number: string; country: string; brand: string; email: string | null }[]> {
  return ex
    .selectFrom('phone_numbers')
    .innerJoin('accounts', 'accounts.id', 'phone_numbers.account_id')
    .select(['phone_numbers.full_number', 'phone_numbers.country', 'accounts.brand', 'accounts.email'])
    .orderBy('accounts.brand')
    .orderBy('phone_numbers.full_number')
    .limit(500)
    .execute();
}

/** A number of the inventory by id. */
export function numberById(ex: Executor, id: string): Promise<PhoneNumberRow | undefined> {
  return ex.selectFrom('phone_numbers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The brand an account belongs to; undefined when there is no such account. */
export async function brandOfAccount(ex: Executor, accountId: string): Promise<string | undefined> {
  const row = await ex.selectFrom('accounts').select('brand').where('id', '=', accountId).executeTakeFirst();
  return row?.brand;
}

function freeNumbers(ex: Executor, now: number) {
  return ex
    .selectFrom('phone_numbers')
    .where('account_id', 'is', null)
    .where((eb) => eb.or([eb('quarantine_until', 'is', null), eb('quarantine_until', '<=', now)]))
    .where(outsideCodePool);
}

/** Free numbers (unowned, out of quarantine at `now`) of a country and kind, in number order. */
export function freeNumbersOfKind(
  ex: Executor,
  filter: { country: string; tollFree: boolean; areaCode?: string | undefined; now: number },
  limit: number,
): Promise<Pick<PhoneNumberRow, 'tel_code' | 'phone' | 'area_code' | 'region'>[]> {
  let select = freeNumbers(ex, filter.now)
    .select(['tel_code', 'phone', 'area_code', 'region'])
    .where('country', '=', filter.country)
    .where('toll_free', '=', filter.tollFree ? 1 : 0);
  if (filter.areaCode !== undefined) select = select.where('area_code', '=', filter.areaCode);
  return select.orderBy('full_number').limit(limit).execute();
}

/** Each distinct country, kind, area code and region that has free numbers at `now`. */
export function freeNumberPlaces(
  ex: Executor,
  now: number,
): Promise<Pick<PhoneNumberRow, 'country' | 'toll_free' | 'area_code' | 'region'>[]> {
  return freeNumbers(ex, now).select(['country', 'toll_free', 'area_code', 'region']).distinct().execute();
}
