import { sql } from 'kysely';
import type { Executor } from '../../db/types.ts';
import type { PoolNumberRow } from './pool.repo.ts';

/** What narrows the console's pool list; every field given must match. */
export interface PoolFilter {
  country?: string | undefined;
  /** Numbers users got for this app (the app's locks, past or present). */
  app?: string | undefined;
}

/** Serving pool numbers matching the filter (numbers an operator took out are left out). */
function matching(ex: Executor, filter: PoolFilter) {
  let query = ex.selectFrom('code_pool_numbers as p').where('p.removed_at', 'is', null);
  if (filter.country !== undefined) query = query.where('p.country', '=', filter.country);
  const app = filter.app;
  if (app !== undefined)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('code_rentals as r')
          .select('r.id')
          .whereRef('r.number_id', '=', 'p.id')
          .where('r.app', '=', app),
      ),
    );
  return query;
}

/** One page of the serving pool matching the filter, in number order. */
export function listPool(
  ex: Executor,
  filter: PoolFilter,
  page: { offset: number; limit: number },
): Promise<PoolNumberRow[]> {
  return matching(ex, filter)
    .selectAll('p')
    .orderBy('p.full_number')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** How many serving numbers match the filter, and how many of them some app holds at `now`. */
export async function countPool(
  ex: Executor,
  filter: PoolFilter,
  now: number,
): Promise<{ total: number; locked: number }> {
  const row = await matching(ex, filter)
    .select([
      sql<number | string>`count(*)`.as('total'),
      sql<
        number | string
      >`count(case when exists (select 1 from code_holds h where h.number_id = p.id and h.held_until > ${now}) then 1 end)`.as(
        'locked',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), locked: Number(row.locked) };
}

/** A hold on a pool number: the app, since when (its lock's start) and until when. */
export interface PoolHold {
  numberId: string;
  app: string;
  since: number;
  until: number;
}

/** The holds running at `now` on these pool numbers, oldest first. */
export async function holdsOf(ex: Executor, numberIds: readonly string[], now: number): Promise<PoolHold[]> {
  if (numberIds.length === 0) return [];
  const rows = await ex
    .selectFrom('code_holds as h')
    .innerJoin('code_rentals as r', 'r.id', 'h.rental_id')
    .select(['h.number_id', 'h.app', 'r.locked_at', 'h.held_until'])
    .where('h.number_id', 'in', [...numberIds])
    .where('h.held_until', '>', now)
    .orderBy('r.locked_at')
    .execute();
  return rows.map((row) => ({
    numberId: row.number_id,
    app: row.app,
    since: Number(row.locked_at),
    until: Number(row.held_until),
  }));
}

/** How often users got each of these numbers per app, and the codes each received. */
export async function usageOf(
  ex: Executor,
  numberIds: readonly string[],
): Promise<{ rentals: { numberId: string; app: string; count: number }[]; codes: Map<string, number> }> {
  if (numberIds.length === 0) return { rentals: [], codes: new Map() };
  const ids = [...numberIds];
  const [rentals, codes] = await Promise.all([
    ex
      .selectFrom('code_rentals')
      .select(['number_id', 'app', sql<number | string>`count(*)`.as('count')])
      .where('number_id', 'in', ids)
      .groupBy(['number_id', 'app'])
      .orderBy('app')
      .execute(),
    ex
      .selectFrom('code_messages as m')
      .innerJoin('code_rentals as r', 'r.id', 'm.rental_id')
      .select(['r.number_id', sql<number | string>`count(*)`.as('count')])
      .where('r.number_id', 'in', ids)
      .where('m.code', '!=', '')
      .groupBy('r.number_id')
      .execute(),
  ]);
  return {
    rentals: rentals.map((row) => ({ numberId: row.number_id, app: row.app, count: Number(row.count) })),
    codes: new Map(codes.map((row) => [row.number_id, Number(row.count)])),
  };
}
