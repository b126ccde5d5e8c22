import type { PaymentMethod } from '@switchboard/protocol';
import type { Insertable } from 'kysely';
import type { Executor, PaymentOrderRow, PaymentOrderStatus, PaymentOrdersTable } from '../../db/types.ts';

/** Inserts a pending order; its refund columns start empty unless given. */
export async function insertOrder(ex: Executor, order: Insertable<PaymentOrdersTable>): Promise<void> {
  await ex.insertInto('payment_orders').values(order).execute();
}

/** One order by id. */
export function findOrder(ex: Executor, id: string): Promise<PaymentOrderRow | undefined> {
  return ex.selectFrom('payment_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves a pending order to a final status; true when this call moved it (a paid, failed or
 * cancelled order never changes again).
 */
export async function settleOrder(
  ex: Executor,
  id: string,
  status: Exclude<PaymentOrderStatus, 'pending'>,
  now: number,
  detail: { failureCode?: number; payer?: string } = {},
): Promise<boolean> {
  const result = await ex
    .updateTable('payment_orders')
    .set({
      status,
      paid_at: status === 'paid' ? now : null,
      failure_code: detail.failureCode ?? null,
      payer_ref: detail.payer ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records an event once; false when (provider, event_id) was already received. */
export async function recordEvent(
  ex: Executor,
  event: { provider: string; eventId: string; orderId: string; now: number },
): Promise<boolean> {
  const inserted = await ex
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      order_id: event.orderId,
      received_at: event.now,
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Paid orders of an account paid within [from, to), newest first, one page, with the total count. */
export async function listPaid(
  ex: Executor,
  accountId: string,
  range: { from: number; to: number },
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: PaymentOrderRow[] }> {
  const base = ex
    .selectFrom('payment_orders')
    .where('account_id', '=', accountId)
    .where('status', '=', 'paid')
    .where('paid_at', '>=', range.from)
    .where('paid_at', '<', range.to);
  const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: Number(count?.n ?? 0), rows };
}

/** The verified phone of an account, or null. */
export async function accountPhone(ex: Executor, accountId: string): Promise<string | null> {
  const row = await ex.selectFrom('accounts').select('phone').where('id', '=', accountId).executeTakeFirst();
  return row?.phone ?? null;
}

/** How many orders of a status an account opened since a moment (epoch ms). */
export async function countOrdersSince(
  ex: Executor,
  accountId: string,
  since: number,
  status: PaymentOrderRow['status'],
): Promise<number> {
  const row = await ex
    .selectFrom('payment_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .where('created_at', '>=', since)
    .where('status', '=', status)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * True when a paid order of this method binds the payer to another account, or the account to
 * another payer.
 */
export async function payerConflict(
  ex: Executor,
  order: { accountId: string; method: PaymentMethod },
  payer: string,
): Promise<boolean> {
  const clash = await ex
    .selectFrom('payment_orders')
    .select('id')
    .where('method', '=', order.method)
    .where('status', '=', 'paid')
    .where((eb) =>
      eb.or([
        eb.and([eb('payer_ref', '=', payer), eb('account_id', '!=', order.accountId)]),
        eb.and([eb('account_id', '=', order.accountId), eb('payer_ref', '!=', payer)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return clash !== undefined;
}
