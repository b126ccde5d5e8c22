import type { LedgerEntryKind } from '@switchboard/protocol';
import type { CodeMessagesTable, CodeRentalsTable, Executor } from '../../db/types.ts';

/** A rental as read back (PostgreSQL answers bigint columns as strings, so they are converted). */
export type RentalRow = CodeRentalsTable & {
  toll_free: number;
  brand: string;
  tel_code: string;
  phone: string;
};

/** Statuses under which the user still has the number (restorable or in use). */
export const LIVE_STATUSES = ['active', 'subscribed', 'released'] as const;

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

function toRental(row: RentalRow): RentalRow {
  return {
    ...row,
    number_type: Number(row.number_type),
    locked_at: Number(row.locked_at),
    lock_until: Number(row.lock_until),
    code_received_at: num(row.code_received_at),
    expires_at: num(row.expires_at),
    next_payment_at: num(row.next_payment_at),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    toll_free: Number(row.toll_free),
  };
}

function rentals(ex: Executor) {
  return ex
    .selectFrom('code_rentals as r')
    .innerJoin('code_pool_numbers as p', 'p.id', 'r.number_id')
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .selectAll('r')
    .select(['p.toll_free', 'p.tel_code', 'p.phone', 'a.brand']);
}

/** The user's rentals that have not expired at `now` (subscribed ones count until renewed or lapsed). */
export async function liveRentals(
  ex: Executor,
  accountId: string,
  now: number,
  app?: string,
): Promise<RentalRow[]> {
  let query = rentals(ex)
    .where('r.account_id', '=', accountId)
    .where('r.status', 'in', [...LIVE_STATUSES])
    .where((eb) => eb.or([eb('r.status', '=', 'subscribed'), eb('r.expires_at', '>', now)]));
  if (app !== undefined) query = query.where('r.app', '=', app);
  const rows = await query.orderBy('r.updated_at', 'desc').orderBy('r.id', 'desc').execute();
  return rows.map(toRental);
}

/** The user's newest rental of this number for this app, in any status. */
export async function rentalOf(
  ex: Executor,
  accountId: string,
  app: string,
  fullNumber: string,
): Promise<RentalRow | undefined> {
  const row = await rentals(ex)
    .where('r.account_id', '=', accountId)
    .where('r.app', '=', app)
    .where('r.full_number', '=', fullNumber)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
  return row === undefined ? undefined : toRental(row);
}

/** One rental by id, undefined when missing. */
export async function rentalById(ex: Executor, id: string): Promise<RentalRow | undefined> {
  const row = await rentals(ex).where('r.id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : toRental(row);
}

/** Rentals by id, for the history rows. */
export async function rentalsByIds(ex: Executor, ids: readonly string[]): Promise<Map<string, RentalRow>> {
  if (ids.length === 0) return new Map();
  const rows = await rentals(ex)
    .where('r.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, toRental(row)]));
}

/** Whether the hold of the rental's number and app still belongs to that rental. */
export async function holdBelongs(ex: Executor, rental: RentalRow): Promise<boolean> {
  const hold = await ex
    .selectFrom('code_holds')
    .select('rental_id')
    .where('number_id', '=', rental.number_id)
    .where('app', '=', rental.app)
    .executeTakeFirst();
  return hold?.rental_id === rental.id;
}

/** Moves the hold's end along with the rental's, so the number stays reserved as long as it is kept. */
export async function extendHold(ex: Executor, rental: RentalRow, heldUntil: number): Promise<void> {
  await ex
    .updateTable('code_holds')
    .set({ held_until: heldUntil })
    .where('number_id', '=', rental.number_id)
    .where('app', '=', rental.app)
    .where('rental_id', '=', rental.id)
    .execute();
}

/** Position after which the next message page starts. */
export interface MessageCursor {
  createdAt: number;
  id: string;
}

/** Messages of the user's rentals of a number for an app within [from, to), newest first. */
export async function messagePage(
  ex: Executor,
  where: { accountId: string; app: string; fullNumber: string; from: number; to: number },
  after: MessageCursor | undefined,
  limit: number,
): Promise<CodeMessagesTable[]> {
  let query = ex
    .selectFrom('code_messages')
    .selectAll()
    .where('account_id', '=', where.accountId)
    .where('app', '=', where.app)
    .where('full_number', '=', where.fullNumber)
    .where('received_at', '>=', where.from)
    .where('received_at', '<', where.to);
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('received_at', '<', after.createdAt),
        eb.and([eb('received_at', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('received_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...row, charge: Number(row.charge), received_at: Number(row.received_at) }));
}

/** How many messages the user's number got for the app within [from, to). */
export async function messageCount(
  ex: Executor,
  where: { accountId: string; app: string; fullNumber: string; from: number; to: number },
): Promise<number> {
  const row = await ex
    .selectFrom('code_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', where.accountId)
    .where('app', '=', where.app)
    .where('full_number', '=', where.fullNumber)
    .where('received_at', '>=', where.from)
    .where('received_at', '<', where.to)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** References of the rent entries the rental's account paid for it (`coderent:<rentalId>:...`). */
export async function rentReferences(
  ex: Executor,
  rental: Pick<RentalRow, 'id' | 'account_id'>,
  rentKind: LedgerEntryKind,
): Promise<string[]> {
  const rows = await ex
    .selectFrom('ledger_entries')
    .select('reference')
    .where('account_id', '=', rental.account_id)
    .where('kind', '=', rentKind)
    .where('reference', 'like', `coderent:${rental.id}:%`)
    .execute();
  return rows.map((row) => row.reference);
}

/** Makes the rental a subscription paid until `nextPaymentAt`, only if it is still as read; true when it did. */
export async function subscribeRental(
  ex: Executor,
  rental: Pick<RentalRow, 'id' | 'status' | 'updated_at'>,
  nextPaymentAt: number,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('code_rentals')
    .set({ status: 'subscribed', next_payment_at: nextPaymentAt, expires_at: nextPaymentAt, updated_at: now })
    .where('id', '=', rental.id)
    .where('status', '=', rental.status)
    .where('updated_at', '=', rental.updated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends the rental's subscription, the number kept until `until` (its next payment, still as read);
 * true when it did.
 */
export async function unsubscribeRental(
  ex: Executor,
  rentalId: string,
  until: number,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('code_rentals')
    .set({ status: 'active', expires_at: until, next_payment_at: null, updated_at: now })
    .where('id', '=', rentalId)
    .where('status', '=', 'subscribed')
    .where('next_payment_at', '=', until)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** True while the rental is kept or subscribed (the user may still send from its number). */
export async function rentalInUse(ex: Executor, rentalId: string): Promise<boolean> {
  const row = await ex
    .selectFrom('code_rentals')
    .select('id')
    .where('id', '=', rentalId)
    .where('status', 'in', ['active', 'subscribed'])
    .executeTakeFirst();
  return row !== undefined;
}
