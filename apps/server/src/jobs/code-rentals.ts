import { addMonths, type NumberChange, SocketEvent } from '@switchboard/protocol';
import type { Db } from '../db/types.ts';
import { LedgerKind } from '../modules/history/ledger-kinds.ts';
import {
  DuplicateLedgerEntryError,
  type LedgerEffect,
  type LedgerService,
} from '../modules/ledger/ledger.service.ts';
import {
  advanceRentalPayment,
  type DueCursor,
  dueSubscribedRentals,
  expireRental,
  lapseRentalSubscription,
  rentalsPastEnd,
} from '../modules/rented-code-numbers/rent-renewals.repo.ts';
import { codeRentReference, currentFeeOfRental } from '../modules/rented-code-numbers/rented.rent.ts';
import { extendHold, type RentalRow, rentalById } from '../modules/rented-code-numbers/rented.repo.ts';
import type { HeldEvents } from '../realtime/account-events.ts';

/** How often the job runs on each node. */
export const CODE_RENTALS_EVERY_MS = 60_000;

const BATCH = 100;

/**
 * What the job needs: the database and the ledger it charges through; its transactions are the
 * ledger's, so the owner's sockets hear of each change (and the balance) once it committed.
 */
export interface CodeRentalDeps {
  db: Db;
  ledger: LedgerService;
}

/** What one run did, for the log and the tests. */
export interface CodeRentalRun {
  renewed: number;
  lapsed: number;
  expired: number;
}

/** A conditional update found the row already moved on: another node handled it first. */
class AlreadyHandled extends Error {}

/** Tells the owner, after commit, what happened to a verification number. */
function announce(
  events: HeldEvents,
  rental: Pick<RentalRow, 'account_id' | 'full_number'>,
  change: NumberChange,
): void {
  events.emit(rental.account_id, SocketEvent.numbersChanged, {
    change,
    number: rental.full_number,
    kind: 'verification',
  });
}

/** Charges the month starting at next_payment_at; false when the balance does not cover it. */
async function renew(deps: CodeRentalDeps, rental: RentalRow, periodStart: number, now: number) {
  const next = addMonths(periodStart, 1);
  const advance: LedgerEffect = async (trx, events) => {
    if (!(await advanceRentalPayment(trx, rental.id, periodStart, next, now))) throw new AlreadyHandled();
    await extendHold(trx, rental, next);
    announce(events, rental, 'renewed');
  };
  try {
    const rent = (await currentFeeOfRental(deps.db, rental)).subRent;
    if (rent <= 0) {
      await deps.ledger.transaction(advance);
      return true;
    }
    const reference = codeRentReference(rental.id, periodStart, false);
    return await deps.ledger.debit(rental.account_id, rent, LedgerKind.codeRent, reference, advance);
  } catch (error) {
    // Another node (or run) renewed this month first; its charge is the only one.
    if (error instanceof AlreadyHandled || error instanceof DuplicateLedgerEntryError) return 'skipped';
    throw error;
  }
}

/** Unpaid: the subscription ends; the number stays until the end of the paid month (periodStart). */
async function lapse(ledger: LedgerService, rental: RentalRow, periodStart: number, now: number) {
  return ledger.transaction(async (trx, events) => {
    if (!(await lapseRentalSubscription(trx, rental.id, periodStart, now))) return false;
    // The subscription is over (the number stays until the paid month ends).
    announce(events, rental, 'released');
    return true;
  });
}

/** Kept or restorable rentals past their end expire, and their hold goes so others may get the number. */
async function expire(deps: CodeRentalDeps, now: number): Promise<number> {
  const rows = await rentalsPastEnd(deps.db, now);
  let expired = 0;
  for (const row of rows) {
    const { id } = row;
    const done = await deps.ledger.transaction(async (trx, events) => {
      if (!(await expireRental(trx, id, now))) return false;
      // Only a kept number was in the account's list; a lock that never got a code was not.
      if (row.status === 'active') announce(events, row, 'released');
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

/**
 * Charges every due verification-number subscription its next month, in batches. Each charge and
 * its advance commit together and only if the row still shows the payment date read, and the
 * reference is unique per rental and month, so several nodes or runs at once charge a month once.
 * An uncovered month ends the subscription; then every rental past its end expires.
 */
export async function runCodeRentals(deps: CodeRentalDeps, now: number = Date.now()): Promise<CodeRentalRun> {
  const run: CodeRentalRun = { renewed: 0, lapsed: 0, expired: 0 };
  let after: DueCursor | undefined;
  for (;;) {
    const due = await dueSubscribedRentals(deps.db, now, after, BATCH);
    for (const { id, at } of due) {
      const rental = await rentalById(deps.db, id);
      if (rental === undefined) continue;
      const paid = await renew(deps, rental, at, now);
      if (paid === true) run.renewed += 1;
      else if (paid === false && (await lapse(deps.ledger, rental, at, now))) run.lapsed += 1;
    }
    const last = due.at(-1);
    if (due.length < BATCH || last === undefined) break;
    after = last;
  }
  run.expired = await expire(deps, now);
  return run;
}

/** How many rows a run changed, as the scheduler counts handled work. */
export function codeRentalCount(run: CodeRentalRun): number {
  return run.renewed + run.lapsed + run.expired;
}
