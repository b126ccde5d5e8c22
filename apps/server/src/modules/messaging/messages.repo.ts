import type { CarrierStatus, Executor, MessageRow } from '../../db/types.ts';

/** Stores a message row (throws on a duplicate smsId of the account). */
export async function insertMessage(ex: Executor, row: MessageRow): Promise<void> {
  await ex.insertInto('messages').values(row).execute();
}

/** Stores a message row unless the account already has its smsId; true when it was new. */
export async function insertMessageIfNew(ex: Executor, row: MessageRow): Promise<boolean> {
  const inserted = await ex
    .insertInto('messages')
    .values(row)
    .onConflict((oc) => oc.columns(['account_id', 'sms_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
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

/**
 * Claims a pending outbound row for handing to the carrier: only one node at a time, and again only
 * after the lease of a claim that never finished has run out. True when this call claimed it.
 */
export async function claimDispatch(
  ex: Executor,
  id: string,
  now: number,
  leaseMs: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('messages')
    .set({ dispatch_at: now })
    .where('id', '=', id)
    .where('carrier_status', '=', 'pending')
    .where((eb) => eb.or([eb('dispatch_at', 'is', null), eb('dispatch_at', '<', now - leaseMs)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records what the carrier said. */
export async function setCarrierResult(
  ex: Executor,
  id: string,
  status: CarrierStatus,
  carrierId: string | null,
): Promise<void> {
  await ex
    .updateTable('messages')
    .set({ carrier_status: status, carrier_id: carrierId })
    .where('id', '=', id)
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

/** Marks long-pending rows failed; returns how many. */
export async function failStaleDispatch(ex: Executor, before: number): Promise<number> {
  const result = await ex
    .updateTable('messages')
    .set({ carrier_status: 'failed' })
    .where('carrier_status', '=', 'pending')
    .where('date', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
