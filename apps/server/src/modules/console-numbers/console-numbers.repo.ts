import type { InventoryState } from '@switchboard/protocol';
import { type Insertable, sql } from 'kysely';
import type { Executor, PhoneNumbersTable } from '../../db/types.ts';
import { chunks } from '../../lib/chunks.ts';

/** What narrows the console's inventory list; every field given must match. */
export interface InventoryFilter {
  country?: string | undefined;
  areaCode?: string | undefined;
  state?: InventoryState | undefined;
  /** Digits anywhere in the full number. */
  digits?: string | undefined;
}

/** One number of the inventory with the status of its live subscription, if any. */
export interface InventoryRow {
  id: string;
  full_number: string;
  country: string;
  area_code: string | null;
  toll_free: number;
  account_id: string | null;
  quarantine_until: number | null;
  created_at: number;
  subscription_status: string | null;
  /** 1 while the number serves the verification-code pool (PostgreSQL may answer it as a string). */
  in_code_pool: number | string;
  /** The carrier it was bought from and its id there; null when imported. */
  carrier: string | null;
  carrier_ref: string | null;
}

// Rows a statement binds at most (13 columns each stay under PostgreSQL's 65,535 parameters).
const ROWS_PER_STATEMENT = 500;

const COLUMNS = [
  'phone_numbers.id',
  'phone_numbers.full_number',
  'phone_numbers.country',
  'phone_numbers.area_code',
  'phone_numbers.toll_free',
  'phone_numbers.account_id',
  'phone_numbers.quarantine_until',
  'phone_numbers.created_at',
  'phone_numbers.carrier',
  'phone_numbers.carrier_ref',
  'live.status as subscription_status',
] as const;

/** In the verification-code pool now (not taken out of it). */
const IN_CODE_POOL = sql<boolean>`exists (select 1 from code_pool_numbers as pool where pool.full_number = phone_numbers.full_number and pool.removed_at is null)`;
/** The same as a column both engines answer as 1 or 0. */
const IN_CODE_POOL_COLUMN = sql<number>`case when ${IN_CODE_POOL} then 1 else 0 end`.as('in_code_pool');

function matching(ex: Executor, filter: InventoryFilter, now: number) {
  let query = ex.selectFrom('phone_numbers').leftJoin(
    (eb) =>
      eb
        .selectFrom('number_subscriptions')
        .select(['number_id', 'status'])
        .where('status', 'in', ['active', 'grace'])
        .as('live'),
    (join) => join.onRef('live.number_id', '=', 'phone_numbers.id'),
  );
  if (filter.country !== undefined) query = query.where('country', '=', filter.country);
  if (filter.areaCode !== undefined) query = query.where('area_code', '=', filter.areaCode);
  if (filter.digits !== undefined) query = query.where('full_number', 'like', `%${filter.digits}%`);
  const state = filter.state;
  if (state === undefined) return query;
  // The same words as stateOf() in the service.
  return query.where((eb) => {
    const owned = eb('phone_numbers.account_id', 'is not', null);
    const pooled = IN_CODE_POOL;
    const free = eb.and([eb('phone_numbers.account_id', 'is', null), eb.not(pooled)]);
    switch (state) {
      case 'grace':
        return eb.and([owned, eb('live.status', '=', 'grace')]);
      case 'assigned':
        return eb.and([owned, eb.or([eb('live.status', 'is', null), eb('live.status', '!=', 'grace')])]);
      case 'quarantined':
        return eb.and([free, eb('quarantine_until', '>', now)]);
      case 'released':
        return eb.and([free, eb('quarantine_until', '<=', now)]);
      case 'available':
        return eb.and([free, eb('quarantine_until', 'is', null)]);
      case 'codePool':
        return eb.and([eb('phone_numbers.account_id', 'is', null), pooled]);
    }
  });
}

/** One page of the inventory matching the filter, in number order. */
export function listInventory(
  ex: Executor,
  filter: InventoryFilter,
  page: { offset: number; limit: number },
  now: number,
): Promise<InventoryRow[]> {
  return matching(ex, filter, now)
    .select(COLUMNS)
    .select(IN_CODE_POOL_COLUMN)
    .orderBy('phone_numbers.full_number')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** How many numbers of the inventory match the filter. */
export async function countInventory(ex: Executor, filter: InventoryFilter, now: number): Promise<number> {
  const row = await matching(ex, filter, now)
    .select(sql<number | string | bigint>`count(*)`.as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One number of the inventory with its live subscription's status, by full number. */
export function inventoryNumber(ex: Executor, full: string, now: number): Promise<InventoryRow | undefined> {
  return matching(ex, {}, now)
    .select(COLUMNS)
    .select(IN_CODE_POOL_COLUMN)
    .where('phone_numbers.full_number', '=', full)
    .executeTakeFirst();
}

/** The full numbers among these that the inventory already holds. */
export async function presentNumbers(ex: Executor, fullNumbers: readonly string[]): Promise<Set<string>> {
  const present = new Set<string>();
  for (const slice of chunks(fullNumbers, ROWS_PER_STATEMENT)) {
    const rows = await ex
      .selectFrom('phone_numbers')
      .select('full_number')
      .where('full_number', 'in', slice)
      .execute();
    for (const row of rows) present.add(row.full_number);
  }
  return present;
}

/** Adds numbers to the inventory, skipping any another import added meanwhile; returns how many were new. */
export async function insertInventory(ex: Executor, rows: Insertable<PhoneNumbersTable>[]): Promise<number> {
  let inserted = 0;
  for (const slice of chunks(rows, ROWS_PER_STATEMENT)) {
    const added = await ex
      .insertInto('phone_numbers')
      .values(slice)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    inserted += added.length;
  }
  return inserted;
}

/** Ends a running quarantine so the number is on offer at once; true when it was in quarantine. */
export async function endQuarantine(ex: Executor, id: string, now: number): Promise<boolean> {
  const result = await ex
    .updateTable('phone_numbers')
    .set({ quarantine_until: null })
    .where('id', '=', id)
    .where('account_id', 'is', null)
    .where('quarantine_until', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes a number out of the inventory if it is free and was never rented (no subscription ever named
 * it, not held, not in the verification pool); true when it was taken out.
 */
export async function deleteNeverRented(ex: Executor, id: string): Promise<boolean> {
  const result = await ex
    .deleteFrom('phone_numbers')
    .where('id', '=', id)
    .where('account_id', 'is', null)
    .where('quarantine_until', 'is', null)
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('number_subscriptions').select('id').whereRef('number_id', '=', 'phone_numbers.id'),
        ),
      ),
    )
    .where(({ not }) => not(IN_CODE_POOL))
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** True when any subscription, live or ended, ever named the number. */
export async function everRented(ex: Executor, id: string): Promise<boolean> {
  const row = await ex
    .selectFrom('number_subscriptions')
    .select('id')
    .where('number_id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}
