import type { PaymentOrderStatus } from '@switchboard/protocol';
import { sql } from 'kysely';
import type { Executor } from '../../db/types.ts';
import { LedgerKind, orderReference } from '../history/ledger-kinds.ts';

/**
 * Claims an order for a refund to its payer: from `from` (the status it was read in) to refunded,
 * destination provider, one more attempt. Resolves that attempt's number, or undefined when the
 * order was no longer in `from` (another refund holds it, or one was given back meanwhile).
 */
export async function claimForProvider(
  ex: Executor,
  orderId: string,
  from: PaymentOrderStatus,
): Promise<number | undefined> {
  const row = await ex
    .updateTable('payment_orders')
    .set({
      status: 'refunded',
      refund_destination: 'provider',
      refund_attempts: sql`refund_attempts + 1`,
      refund_ref: null,
    })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .returning('refund_attempts')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.refund_attempts);
}

/**
 * Gives an unanswered claim back: the order returns to `to` with no destination, only while that
 * attempt still holds it and no provider refund was recorded. True when this call gave it back.
 */
export async function releaseProviderClaim(
  ex: Executor,
  orderId: string,
  attempt: number,
  to: PaymentOrderStatus,
): Promise<boolean> {
  const result = await ex
    .updateTable('payment_orders')
    .set({ status: to, refund_destination: null })
    .where('id', '=', orderId)
    .where('status', '=', 'refunded')
    .where('refund_destination', '=', 'provider')
    .where('refund_attempts', '=', attempt)
    .where('refund_ref', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records the provider's refund on the claim of `attempt`, once. */
export async function recordProviderRefund(
  ex: Executor,
  orderId: string,
  attempt: number,
  refundRef: string,
): Promise<void> {
  await ex
    .updateTable('payment_orders')
    .set({ refund_ref: refundRef })
    .where('id', '=', orderId)
    .where('status', '=', 'refunded')
    .where('refund_destination', '=', 'provider')
    .where('refund_attempts', '=', attempt)
    .where('refund_ref', 'is', null)
    .execute();
}

/** What a paid order added to the balance: its top-up and its gift, both under `order:<id>`. */
export async function creditedByOrder(ex: Executor, accountId: string, orderId: string): Promise<number> {
  const row = await ex
    .selectFrom('ledger_entries')
    .select(sql<string | number>`coalesce(sum(amount), 0)`.as('total'))
    .where('account_id', '=', accountId)
    .where('kind', 'in', [LedgerKind.topUp, LedgerKind.topUpGift])
    .where('reference', '=', orderReference(orderId))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers SUM(bigint) as numeric, which arrives as a string.
  return Number(row.total);
}
