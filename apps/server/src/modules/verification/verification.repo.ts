import type { Insertable, Selectable } from 'kysely';
import type { Executor, VerificationCodesTable } from '../../db/types.ts';

/** A stored code. */
export type CodeRow = Selectable<VerificationCodesTable>;
/** What a code is sent over. */
export type Channel = CodeRow['channel'];

/** Stores a freshly sent code. */
export async function insertCode(ex: Executor, row: Insertable<VerificationCodesTable>): Promise<void> {
  await ex.insertInto('verification_codes').values(row).execute();
}

/** A code by its verifyid. */
export function findCode(ex: Executor, id: string): Promise<CodeRow | undefined> {
  return ex.selectFrom('verification_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Which sends to count: to one target, by one account, or from one IP (optionally on one channel). */
export type SendScope =
  | { channel: Channel; target: string }
  | { accountId: string; channel?: Channel; target?: string }
  | { ip: string; channel?: Channel };

/** Counts sends in a scope since a time, and tells when the newest was. */
export async function sendsSince(
  ex: Executor,
  scope: SendScope,
  since: number,
): Promise<{ count: number; newest: number | undefined }> {
  let query = ex.selectFrom('verification_codes').where('created_at', '>=', since);
  if ('ip' in scope) query = query.where('ip', '=', scope.ip);
  if ('accountId' in scope) query = query.where('account_id', '=', scope.accountId);
  if (scope.channel !== undefined) query = query.where('channel', '=', scope.channel);
  if ('target' in scope && scope.target !== undefined) query = query.where('target', '=', scope.target);
  const row = await query
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('created_at').as('newest')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), newest: row.newest === null ? undefined : Number(row.newest) };
}

/** Accepts a pending, live, unblocked code: the condition makes a code validate at most once. */
export async function markValidated(
  ex: Executor,
  id: string,
  maxTries: number,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('verification_codes')
    .set({ status: 'validated', validated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('tries', '<', maxTries)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts one wrong try unless the code is already out of tries; false when it was. */
export async function countWrongTry(ex: Executor, id: string, maxTries: number): Promise<boolean> {
  const result = await ex
    .updateTable('verification_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('tries', '<', maxTries)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Burns a pending code for good. */
export async function burnCode(ex: Executor, id: string): Promise<void> {
  await ex
    .updateTable('verification_codes')
    .set({ status: 'burnt' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** The newest validated, unspent code of an account for a target, validated since a time. */
export function findValidated(
  ex: Executor,
  accountId: string,
  channel: Channel,
  target: string,
  since: number,
): Promise<CodeRow | undefined> {
  return ex
    .selectFrom('verification_codes')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('channel', '=', channel)
    .where('target', '=', target)
    .where('status', '=', 'validated')
    .where('validated_at', '>=', since)
    .orderBy('validated_at', 'desc')
    .executeTakeFirst();
}

/** Spends a validated code; false when another request spent it first. */
export async function spendCode(ex: Executor, id: string): Promise<boolean> {
  const result = await ex
    .updateTable('verification_codes')
    .set({ status: 'spent' })
    .where('id', '=', id)
    .where('status', '=', 'validated')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes codes created before `before`; they only matter for a day of send counting. */
export async function pruneCodes(ex: Executor, before: number): Promise<number> {
  const result = await ex
    .deleteFrom('verification_codes')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
