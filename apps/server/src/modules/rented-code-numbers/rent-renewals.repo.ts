import type { Executor } from '../../db/types.ts';
import type { RentalRow } from './rented.repo.ts';

/** Where a batch of due rentals starts: after this payment time and id. */
export interface DueCursor {
  at: number;
  id: string;
}

/** Subscribed rentals whose next payment is due at `now`, after `after`, in payment order. */
export async function dueSubscribedRentals(
  ex: Executor,
  now: number,
  after: DueCursor | undefined,
  limit: number,
): Promise<DueCursor[]> {
  let query = ex
    .selectFrom('code_rentals')
    .select(['id', 'next_payment_at'])
    .where('status', '=', 'subscribed')
    .where('next_payment_at', '<=', now);
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('next_payment_at', '>', after.at),
        eb.and([eb('next_payment_at', '=', after.at), eb('id', '>', after.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('next_payment_at').orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, at: Number(row.next_payment_at) }));
}

/**
 * Moves a subscribed rental's next payment from `periodStart` (as read) to `next`; true when this
 * call did it.
 */
export async function advanceRentalPayment(
  ex: Executor,
  rentalId: string,
  periodStart: number,
  next: number,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('code_rentals')
    .set({ next_payment_at: next, expires_at: next, updated_at: now })
    .where('id', '=', rentalId)
    .where('status', '=', 'subscribed')
    .where('next_payment_at', '=', periodStart)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends an unpaid subscription (its payment still due at `periodStart`): the number stays the user's
 * until then. True when this call did it.
 */
export async function lapseRentalSubscription(
  ex: Executor,
  rentalId: string,
  periodStart: number,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('code_rentals')
    .set({ status: 'active', next_payment_at: null, expires_at: periodStart, updated_at: now })
    .where('id', '=', rentalId)
    .where('status', '=', 'subscribed')
    .where('next_payment_at', '=', periodStart)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Kept or restorable rentals whose end has come at `now`. */
export function rentalsPastEnd(
  ex: Executor,
  now: number,
): Promise<Pick<RentalRow, 'id' | 'account_id' | 'full_number' | 'status'>[]> {
  return ex
    .selectFrom('code_rentals')
    .select(['id', 'account_id', 'full_number', 'status'])
    .where('status', 'in', ['active', 'released'])
    .where('expires_at', '<=', now)
    .execute();
}

/** Expires a kept or restorable rental past its end and drops its hold; true when this call did it. */
export async function expireRental(ex: Executor, rentalId: string, now: number): Promise<boolean> {
  const result = await ex
    .updateTable('code_rentals')
    .set({ status: 'expired', updated_at: now })
    .where('id', '=', rentalId)
    .where('status', 'in', ['active', 'released'])
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await ex.deleteFrom('code_holds').where('rental_id', '=', rentalId).execute();
  return true;
}
