import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/types.ts';

/** Records one failed (or in-flight) login; resolves its row id. */
export async function insertFailure(
  ex: Executor,
  failure: { brand: string; accountKey: string; ip: string; now: number },
): Promise<string> {
  const id = randomUUID();
  await ex
    .insertInto('login_failures')
    .values({
      id,
      brand: failure.brand,
      account_key: failure.accountKey,
      ip: failure.ip,
      created_at: failure.now,
    })
    .execute();
  return id;
}

/** Withdraws one in-flight attempt that turned out not to be a password failure. */
export async function deleteFailure(ex: Executor, id: string): Promise<void> {
  await ex.deleteFrom('login_failures').where('id', '=', id).execute();
}

/** Failures of one account of a brand since `since`. */
export async function countAccountFailures(
  ex: Executor,
  brand: string,
  accountKey: string,
  since: number,
): Promise<number> {
  const row = await ex
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('brand', '=', brand)
    .where('account_key', '=', accountKey)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Failures from one IP, any brand or account, since `since`. */
export async function countIpFailures(ex: Executor, ip: string, since: number): Promise<number> {
  const row = await ex
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Forgets an account's failures after it logged in successfully. */
export async function clearAccountFailures(ex: Executor, brand: string, accountKey: string): Promise<void> {
  await ex
    .deleteFrom('login_failures')
    .where('brand', '=', brand)
    .where('account_key', '=', accountKey)
    .execute();
}

/** Deletes failures older than `before`. */
export async function deleteFailuresBefore(ex: Executor, before: number): Promise<number> {
  const result = await ex.deleteFrom('login_failures').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
