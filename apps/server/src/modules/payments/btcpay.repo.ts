import type { Executor } from '../../db/types.ts';

/** Whether a provider's event was already recorded (read before asking the provider anything). */
export async function eventRecorded(ex: Executor, provider: string, eventId: string): Promise<boolean> {
  const row = await ex
    .selectFrom('payment_events')
    .select('event_id')
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks an order paid from pending, or from failed (a crypto payment arriving after the invoice
 * expired); true when this call moved it, so what follows it happens once.
 */
export async function markPaidLate(ex: Executor, id: string, now: number): Promise<boolean> {
  const result = await ex
    .updateTable('payment_orders')
    .set({ status: 'paid', paid_at: now, failure_code: null })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
