import { sql } from 'kysely';
import type { CarrierStatus, Executor, MessageRow } from '../../db/types.ts';

/** Stores a message row (throws on a duplicate smsId of the account). */
export async function insertMessage(ex: Executor, row: MessageRow): Promise<void> {
  await ex.insertInto('messages').values(row).execute();
}

/** Stores message rows in one statement (throws on a duplicate smsId of an account). */
export async function insertMessages(ex: Executor, rows: readonly MessageRow[]): Promise<void> {
  if (rows.length === 0) return;
  await ex.insertInto('messages').values(rows).execute();
}

/** Stores the rows whose account does not have their smsId yet, in one statement; the ids stored. */
export async function insertMessagesIfNew(ex: Executor, rows: readonly MessageRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await ex
    .insertInto('messages')
    .values(rows)
    .onConflict((oc) => oc.columns(['account_id', 'sms_id']).doNothing())
    .returning('id')
    .execute();
  return new Set(inserted.map((row) => row.id));
}

/**
 * Messages of these accounts with these smsIds, deleted or not, in one statement (a superset when
 * several accounts are asked: the caller matches account and smsId together).
 */
export function findBySmsIds(
  ex: Executor,
  accountIds: readonly string[],
  smsIds: readonly string[],
): Promise<MessageRow[]> {
  if (accountIds.length === 0 || smsIds.length === 0) return Promise.resolve([]);
  return ex
    .selectFrom('messages')
    .selectAll()
    .where('account_id', 'in', accountIds)
    .where('sms_id', 'in', smsIds)
    .execute();
}

/** The account's message with this smsId, deleted or not. */
export function findBySmsId(ex: Executor, accountId: string, smsId: string): Promise<MessageRow | undefined> {
  return ex
    .selectFrom('messages')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('sms_id', '=', smsId)
    .executeTakeFirst();
}

/** Claims rows for their hand-over (none claimed by another node whose lease still runs), in one statement; the ids this call claimed. */
export async function claimDispatches(
  ex: Executor,
  ids: readonly string[],
  now: number,
  leaseMs: number,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const claimed = await ex
    .updateTable('messages')
    .set({ dispatch_at: now })
    .where('id', 'in', ids)
    .where('carrier_status', '=', 'pending')
    .where((eb) => eb.or([eb('dispatch_at', 'is', null), eb('dispatch_at', '<', now - leaseMs)]))
    .returning('id')
    .execute();
  return new Set(claimed.map((row) => row.id));
}

/** What the carrier said about one message. */
export interface CarrierResult {
  id: string;
  status: CarrierStatus;
  carrierId: string | null;
}

/**
 * Records what the carrier said about several messages, in one statement; a message a status
 * callback already moved (it can beat the hand-over's answer) keeps what the callback said.
 */
export async function setCarrierResults(ex: Executor, results: readonly CarrierResult[]): Promise<void> {
  if (results.length === 0) return;
  const byId = <T>(value: (result: CarrierResult) => T) =>
    sql<T>`case id ${sql.join(
      results.map((result) => sql`when ${result.id} then ${value(result)}`),
      sql` `,
    )} end`;
  await ex
    .updateTable('messages')
    .set({
      carrier_status: byId((result) => result.status),
      carrier_id: byId((result) => result.carrierId),
    })
    .where(
      'id',
      'in',
      results.map((result) => result.id),
    )
    .where('carrier_status', '=', 'pending')
    .execute();
}

/** Outbound rows still waiting for the carrier, older than `before`, whose claim (if any) has expired. */
export function pendingDispatch(
  ex: Executor,
  before: number,
  leaseExpiredBefore: number,
  limit: number,
): Promise<MessageRow[]> {
  return ex
    .selectFrom('messages')
    .selectAll()
    .where('carrier_status', '=', 'pending')
    .where('date', '<', before)
    .where((eb) => eb.or([eb('dispatch_at', 'is', null), eb('dispatch_at', '<', leaseExpiredBefore)]))
    .orderBy('date')
    .limit(limit)
    .execute();
}
