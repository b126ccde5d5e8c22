import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { CodePoolNumbersTable, Db, Executor } from '../../db/types.ts';
import { type PoolSeedEntry, SEED_POOL, telCodeOf } from './pool.seed.ts';

/** A number of the code pool. */
export type PoolNumberRow = Selectable<CodePoolNumbersTable>;

/** Adds the seed pool when the pool is empty; resolves how many numbers were added. */
export async function seedPool(db: Db, entries: readonly PoolSeedEntry[] = SEED_POOL): Promise<number> {
  const any = await db.selectFrom('code_pool_numbers').select('id').limit(1).executeTakeFirst();
  if (any !== undefined) return 0;
  return addPoolNumbers(db, entries);
}

/** Inserts pool numbers (ones already present are skipped); resolves how many were added. */
export async function addPoolNumbers(db: Executor, entries: readonly PoolSeedEntry[]): Promise<number> {
  let added = 0;
  const now = Date.now();
  for (const entry of entries) {
    const telCode = telCodeOf(entry.country);
    const result = await db
      .insertInto('code_pool_numbers')
      .values({
        id: randomUUID(),
        full_number: `${telCode}${entry.phone}`,
        tel_code: telCode,
        phone: entry.phone,
        country: entry.country,
        toll_free: entry.tollFree ? 1 : 0,
        created_at: now,
      })
      .onConflict((oc) => oc.column('full_number').doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

/** The pool number with these full digits. */
export function poolNumberByFull(db: Executor, fullNumber: string): Promise<PoolNumberRow | undefined> {
  return db
    .selectFrom('code_pool_numbers')
    .selectAll()
    .where('full_number', '=', fullNumber)
    .executeTakeFirst();
}

/**
 * Free pool numbers of a country for an app: nobody holds them for the app now, and this account
 * (when there is one) never had them for the app (the caller shuffles them to spread concurrent lockers).
 */
export function freePoolNumbers(
  db: Executor,
  filter: { country: string; app: string; accountId: string | null; now: number; limit: number },
): Promise<PoolNumberRow[]> {
  const { country, app, accountId, now, limit } = filter;
  return (
    db
      .selectFrom('code_pool_numbers as p')
      .selectAll('p')
      .where('p.country', '=', country)
      .where('p.removed_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('code_holds as h')
              .select('h.number_id')
              .whereRef('h.number_id', '=', 'p.id')
              .where('h.app', '=', app)
              .where('h.held_until', '>', now),
          ),
        ),
      )
      // A visitor (no account) has had no number yet, so nothing is left out for them.
      .$if(accountId !== null, (query) =>
        query.where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('code_rentals as r')
                .select('r.id')
                .whereRef('r.number_id', '=', 'p.id')
                .where('r.app', '=', app)
                .where('r.account_id', '=', accountId as string),
            ),
          ),
        ),
      )
      .orderBy('p.full_number')
      .limit(limit)
      .execute()
  );
}

/** A number to put in the pool: its digits as the inventory holds them. */
export interface PoolEntry {
  fullNumber: string;
  telCode: string;
  phone: string;
  country: string;
  tollFree: boolean;
}

/**
 * Puts a number in the pool, or back in it when an operator took it out before (its row, with the
 * rentals that point at it, stays); false when it serves the pool already.
 */
export async function putInPool(ex: Executor, entry: PoolEntry, now: number): Promise<boolean> {
  const back = await ex
    .updateTable('code_pool_numbers')
    .set({ removed_at: null })
    .where('full_number', '=', entry.fullNumber)
    .where('removed_at', 'is not', null)
    .executeTakeFirst();
  if (back.numUpdatedRows > 0n) return true;
  const added = await ex
    .insertInto('code_pool_numbers')
    .values({
      id: randomUUID(),
      full_number: entry.fullNumber,
      tel_code: entry.telCode,
      phone: entry.phone,
      country: entry.country,
      toll_free: entry.tollFree ? 1 : 0,
      created_at: now,
    })
    .onConflict((oc) => oc.column('full_number').doNothing())
    .executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Takes a serving number out of the pool unless an app holds it at `now`; the condition sits in the
 * update itself, so a lock taken meanwhile wins. True when this call took it out.
 */
export async function takeOutOfPool(ex: Executor, fullNumber: string, now: number): Promise<boolean> {
  const result = await ex
    .updateTable('code_pool_numbers')
    .set({ removed_at: now })
    .where('full_number', '=', fullNumber)
    .where('removed_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('code_holds')
            .select('code_holds.number_id')
            .whereRef('code_holds.number_id', '=', 'code_pool_numbers.id')
            .where('code_holds.held_until', '>', now),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
