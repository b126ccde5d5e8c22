import type { Executor } from '../../db/types.ts';

/** The end of the account's VIP membership (running or past), or undefined when it never had one. */
export async function membershipEnd(ex: Executor, accountId: string): Promise<number | undefined> {
  const row = await ex
    .selectFrom('vip_memberships')
    .select('expire_at')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.expire_at);
}

/**
 * Moves the membership's end from `seen` (null: no membership row yet) to `end`; false when the
 * row is no longer what the buyer saw (another purchase got there first), so nothing changes.
 */
export async function moveMembershipEnd(
  ex: Executor,
  accountId: string,
  seen: number | null,
  end: number,
  now: number,
): Promise<boolean> {
  if (seen === null) {
    const inserted = await ex
      .insertInto('vip_memberships')
      .values({ account_id: accountId, expire_at: end, updated_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning('account_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const result = await ex
    .updateTable('vip_memberships')
    .set({ expire_at: end, updated_at: now })
    .where('account_id', '=', accountId)
    .where('expire_at', '=', seen)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
