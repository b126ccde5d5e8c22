import { addMonths, type BrandId, type NumberChange, Retcode, SocketEvent } from '@switchboard/protocol';
import type { Db, Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { type CodeAppList, type CodeFee, codeAppCatalogue } from '../code-numbers/app-catalogue.ts';
import { LedgerKind } from '../history/ledger-kinds.ts';
import {
  DuplicateLedgerEntryError,
  type LedgerEffect,
  type LedgerService,
} from '../ledger/ledger.service.ts';
import { extendHold, holdBelongs, type RentalRow, rentReferences, subscribeRental } from './rented.repo.ts';

/** The ledger kind of a charged code (reference `code:<rentalId>:<lockedAt>`, see receive.service). */
export const CODE_SMS_KIND = LedgerKind.codeSms;

/**
 * The reference of a month's rent: one charge per rental and period start, ever. The rent that
 * starts a subscription (subscribe, re-subscribe) ends in `:start` so the history can tell it
 * (type 100) from a renewal by the job (type 2).
 */
export function codeRentReference(rentalId: string, periodStart: number, start: boolean): string {
  return `coderent:${rentalId}:${periodStart}${start ? ':start' : ''}`;
}

/** What a rent or code reference says: the rental, the period (or lock) start, whether it starts a subscription. */
export interface CodeChargeRef {
  rentalId: string;
  resDate: number;
  start: boolean;
}

/** Reads a code_rent or code_sms reference; undefined for anything else. */
export function parseCodeChargeReference(reference: string): CodeChargeRef | undefined {
  const [prefix, rentalId, at, tail] = reference.split(':');
  if ((prefix !== 'coderent' && prefix !== 'code') || !rentalId || at === undefined) return undefined;
  const resDate = Number(at);
  if (!Number.isSafeInteger(resDate)) return undefined;
  return { rentalId, resDate, start: prefix === 'coderent' && tail === 'start' };
}

/** The rental's fees (per code, monthly rent) for its account's brand, from the apps as read. */
export function feeOfRental(apps: CodeAppList, rental: RentalRow): CodeFee {
  return apps.fee(rental.app, rental.country, rental.brand as BrandId);
}

/** The rental's fees now, read through this node's catalogue. */
export async function currentFeeOfRental(db: Db, rental: RentalRow): Promise<CodeFee> {
  return feeOfRental(await codeAppCatalogue(db).load(), rental);
}

/** End of the last month already paid for this rental (0 when never paid), from its rent entries. */
export async function paidThrough(ex: Executor, rental: RentalRow): Promise<number> {
  let end = 0;
  for (const reference of await rentReferences(ex, rental, LedgerKind.codeRent)) {
    const ref = parseCodeChargeReference(reference);
    if (ref !== undefined) end = Math.max(end, addMonths(ref.resDate, 1));
  }
  return end;
}

const changedMeanwhile = () =>
  new AppError(Retcode.INVALID_PARAMETER, 'number: changed meanwhile, reload and try again', {
    say: say('numberChanged'),
  });

/**
 * Turns a kept (or restorable) rental into a subscription. A month still paid for (unsubscribed
 * before its end) is kept without a new charge; otherwise the first month is debited now, in the
 * same transaction as the status change, and only if the rental is still as read and its hold
 * is still its own. The account's sockets hear of it as `change` once committed. Resolves the next
 * payment time.
 */
export async function startSubscription(
  deps: { db: Db; ledger: LedgerService },
  rental: RentalRow,
  now: number,
  change: NumberChange,
): Promise<number> {
  const paid = await paidThrough(deps.db, rental);
  const free = paid > now;
  const nextPaymentAt = free ? paid : addMonths(now, 1);
  const apply: LedgerEffect = async (trx, events) => {
    if (!(await holdBelongs(trx, rental)))
      throw new AppError(Retcode.NUMBER_EXPIRED, 'number: now belongs to someone else', {
        say: say('codeNumberGone'),
      });
    if (!(await subscribeRental(trx, rental, nextPaymentAt, now))) throw changedMeanwhile();
    await extendHold(trx, rental, nextPaymentAt);
    events.emit(rental.account_id, SocketEvent.numbersChanged, {
      change,
      number: rental.full_number,
      kind: 'verification',
    });
  };
  const rent = (await currentFeeOfRental(deps.db, rental)).subRent;
  if (free || rent <= 0) {
    await deps.ledger.transaction(apply);
    return nextPaymentAt;
  }
  try {
    const charged = await deps.ledger.debit(
      rental.account_id,
      rent,
      LedgerKind.codeRent,
      codeRentReference(rental.id, now, true),
      apply,
    );
    if (!charged) throw new AppError(Retcode.INSUFFICIENT_BALANCE);
  } catch (error) {
    if (error instanceof DuplicateLedgerEntryError) throw changedMeanwhile();
    throw error;
  }
  return nextPaymentAt;
}

/** YYYY-MM-DD of a time, UTC; '' for none. */
export function dayOf(at: number | null): string {
  return at === null ? '' : new Date(at).toISOString().slice(0, 10);
}
