import type { Selectable } from 'kysely';
import type { CodeHoldsTable, CodeRentalsTable, Executor } from '../../db/types.ts';

/** A number a user got for an app. */
export type RentalRow = Selectable<CodeRentalsTable>;

/** Statuses in which the user still has the number for the app (until expires_at unless subscribed). */
export const KEPT_STATUSES = ['active', 'subscribed'] as const;

/** The account's own non-expired numbers for an app in a country, newest first. */
export function ownRentals(
  db: Executor,
  filter: { accountId: string; app: string; country: string; now: number },
): Promise<RentalRow[]> {
  return db
    .selectFrom('code_rentals')
    .selectAll()
    .where('account_id', '=', filter.accountId)
    .where('app', '=', filter.app)
    .where('country', '=', filter.country)
    .where('status', 'in', [...KEPT_STATUSES])
    .where((eb) => eb.or([eb('status', '=', 'subscribed'), eb('expires_at', '>', filter.now)]))
    .orderBy('updated_at', 'desc')
    .execute();
}

/** The account's latest rental of a number for an app. */
export function latestRental(
  db: Executor,
  filter: { accountId: string; app: string; fullNumber: string },
): Promise<RentalRow | undefined> {
  return db
    .selectFrom('code_rentals')
    .selectAll()
    .where('account_id', '=', filter.accountId)
    .where('app', '=', filter.app)
    .where('full_number', '=', filter.fullNumber)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The rental holding a pool number for an app right now. A deleted account's hold keeps the number
 * from others until it ends, but receives nothing: texts to it are not stored for anybody.
 */
export async function currentHolder(
  db: Executor,
  numberId: string,
  app: string,
  now: number,
): Promise<RentalRow | undefined> {
  return db
    .selectFrom('code_holds as h')
    .innerJoin('code_rentals as r', 'r.id', 'h.rental_id')
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .selectAll('r')
    .where('h.number_id', '=', numberId)
    .where('h.app', '=', app)
    .where('h.held_until', '>', now)
    .where('a.status', '!=', 'deleted')
    .executeTakeFirst();
}

/**
 * Ends a lock: a rental still waiting for its first code is released and its hold dropped (no charge
 * ever); a kept number only closes its receive window and keeps its hold. True when it released.
 */
export async function endLock(db: Executor, rental: RentalRow, now: number): Promise<boolean> {
  if (rental.status === 'locked') {
    const released = await db
      .updateTable('code_rentals')
      .set({ status: 'released', lock_until: Math.min(rental.lock_until, now), updated_at: now })
      .where('id', '=', rental.id)
      .where('status', '=', 'locked')
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) === 0) return false;
    await db.deleteFrom('code_holds').where('rental_id', '=', rental.id).execute();
    return true;
  }
  if (rental.lock_until > now)
    await db
      .updateTable('code_rentals')
      .set({ lock_until: now, updated_at: now })
      .where('id', '=', rental.id)
      .execute();
  return false;
}

/**
 * Drops a hold whose time is over (a lock nobody polled to its end), releasing its rental if it never
 * got a code, so the number can be handed out again for the app.
 */
export async function dropStaleHold(db: Executor, numberId: string, app: string, now: number): Promise<void> {
  const stale = await db
    .selectFrom('code_holds')
    .select('rental_id')
    .where('number_id', '=', numberId)
    .where('app', '=', app)
    .where('held_until', '<=', now)
    .executeTakeFirst();
  if (stale === undefined) return;
  await db
    .updateTable('code_rentals')
    .set({ status: 'released', updated_at: now })
    .where('id', '=', stale.rental_id)
    .where('status', '=', 'locked')
    .execute();
  await db
    .deleteFrom('code_holds')
    .where('number_id', '=', numberId)
    .where('app', '=', app)
    .where('held_until', '<=', now)
    .execute();
}

/** Share (0-100) of the app and country's locks since `since` that received a code; null under `minLocks`. */
export async function successRate(
  db: Executor,
  filter: { app: string; country: string; since: number; minLocks: number },
): Promise<number | null> {
  const row = await db
    .selectFrom('code_rentals')
    .select((eb) => [
      eb.fn.countAll<number>().as('locks'),
      eb.fn.count<number>('code_received_at').as('coded'),
    ])
    .where('app', '=', filter.app)
    .where('country', '=', filter.country)
    .where('locked_at', '>=', filter.since)
    .executeTakeFirstOrThrow();
  const locks = Number(row.locks);
  if (locks < filter.minLocks) return null;
  return Math.round((Number(row.coded) / locks) * 100);
}

/** The account's locks still waiting for their first code (each one holds a pool number). */
export function openLocks(
  db: Executor,
  accountId: string,
  now: number,
): Promise<Pick<RentalRow, 'app' | 'country'>[]> {
  return db
    .selectFrom('code_rentals')
    .select(['app', 'country'])
    .where('account_id', '=', accountId)
    .where('status', '=', 'locked')
    .where('lock_until', '>', now)
    .execute();
}

/**
 * Gives up a kept, unsubscribed number now: its rental ends and its hold goes, so the number can be
 * handed out again for the app. False when it was not such a number any more.
 */
export async function giveUpKeptRental(db: Executor, rentalId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('code_rentals')
    .set({ status: 'released', expires_at: now, lock_until: now, updated_at: now })
    .where('id', '=', rentalId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.deleteFrom('code_holds').where('rental_id', '=', rentalId).execute();
  return true;
}

/** Where a rental's current lock stands, undefined when there is no such rental. */
export function rentalLockState(
  ex: Executor,
  rentalId: string,
): Promise<Pick<RentalRow, 'status' | 'locked_at' | 'lock_until'> | undefined> {
  return ex
    .selectFrom('code_rentals')
    .select(['status', 'locked_at', 'lock_until'])
    .where('id', '=', rentalId)
    .executeTakeFirst();
}

/** A code arrived on the rental: its new status and end, and its hold lasting as long. */
export async function recordCodeReceived(
  ex: Executor,
  rentalId: string,
  change: { status: RentalRow['status']; expiresAt: number | null; heldUntil: number; now: number },
): Promise<void> {
  const { status, expiresAt, heldUntil, now } = change;
  await ex
    .updateTable('code_rentals')
    .set({ status, code_received_at: now, expires_at: expiresAt, updated_at: now })
    .where('id', '=', rentalId)
    .execute();
  await ex
    .updateTable('code_holds')
    .set({ held_until: heldUntil })
    .where('rental_id', '=', rentalId)
    .execute();
}

/**
 * Opens a new lock on the user's own rental until `lockUntil` and resolves the rental as stored. Its
 * hold normally lasts until expires_at already; a missing one is put back until `heldUntil`.
 */
export async function relockRental(
  ex: Executor,
  rental: RentalRow,
  lock: { lockUntil: number; heldUntil: number; now: number },
): Promise<RentalRow> {
  await ex
    .updateTable('code_rentals')
    .set({ locked_at: lock.now, lock_until: lock.lockUntil, updated_at: lock.now })
    .where('id', '=', rental.id)
    .execute();
  await holdNumber(ex, {
    number_id: rental.number_id,
    app: rental.app,
    rental_id: rental.id,
    account_id: rental.account_id,
    held_until: lock.heldUntil,
  });
  return ex.selectFrom('code_rentals').selectAll().where('id', '=', rental.id).executeTakeFirstOrThrow();
}

/**
 * Holds a pool number for an app; false when somebody holds it already. The (number_id, app)
 * primary key decides between concurrent lockers: a conflict means taken.
 */
export async function holdNumber(ex: Executor, hold: Selectable<CodeHoldsTable>): Promise<boolean> {
  const held = await ex
    .insertInto('code_holds')
    .values(hold)
    .onConflict((oc) => oc.columns(['number_id', 'app']).doNothing())
    .executeTakeFirst();
  return Number(held.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Stores a new rental. */
export async function insertRental(ex: Executor, row: RentalRow): Promise<void> {
  await ex.insertInto('code_rentals').values(row).execute();
}
