import type { Executor } from '../../db/types.ts';

/** Pool numbers of a country that serve the pool now (not taken out by an operator). */
export async function servingPoolSize(ex: Executor, country: string): Promise<number> {
  const row = await ex
    .selectFrom('code_pool_numbers')
    .select((eb) => eb.fn.countAll<string>().as('size'))
    .where('country', '=', country)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.size ?? 0);
}

/**
 * For each app, how many serving pool numbers of a country cannot be locked for it now: held for the
 * app, or (with an account) had by that account for the app before, as freePoolNumbers leaves them
 * out. One grouped query over the holds and the account's rentals, never a query per app.
 */
export async function takenPerApp(
  ex: Executor,
  filter: { country: string; accountId: string | null; now: number },
): Promise<Map<string, number>> {
  const { country, accountId, now } = filter;
  const held = ex.selectFrom('code_holds').select(['app', 'number_id']).where('held_until', '>', now);
  // UNION (not UNION ALL): a number both held and had counts once.
  const taken =
    accountId === null
      ? held
      : held.union(
          ex.selectFrom('code_rentals').select(['app', 'number_id']).where('account_id', '=', accountId),
        );
  const rows = await ex
    .selectFrom(taken.as('t'))
    .innerJoin('code_pool_numbers as p', 'p.id', 't.number_id')
    .select((eb) => ['t.app', eb.fn.countAll<string>().as('taken')])
    .where('p.country', '=', country)
    .where('p.removed_at', 'is', null)
    .groupBy('t.app')
    .execute();
  return new Map(rows.map((row) => [row.app, Number(row.taken)]));
}

/** The account's starred apps, most recently starred first. */
export async function favouriteApps(ex: Executor, accountId: string): Promise<string[]> {
  const rows = await ex
    .selectFrom('code_app_favourites')
    .select('app')
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('app')
    .execute();
  return rows.map((row) => row.app);
}

/** Stars an app for the account; starring it again changes nothing. */
export async function addFavouriteApp(
  ex: Executor,
  accountId: string,
  app: string,
  now: number,
): Promise<void> {
  await ex
    .insertInto('code_app_favourites')
    .values({ account_id: accountId, app, created_at: now })
    .onConflict((oc) => oc.columns(['account_id', 'app']).doNothing())
    .execute();
}

/** Unstars an app for the account; an app that was not starred changes nothing. */
export async function removeFavouriteApp(ex: Executor, accountId: string, app: string): Promise<void> {
  await ex
    .deleteFrom('code_app_favourites')
    .where('account_id', '=', accountId)
    .where('app', '=', app)
    .execute();
}
