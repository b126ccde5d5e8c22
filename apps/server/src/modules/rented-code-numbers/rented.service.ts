import {
  CodeNumberType,
  formatPhone,
  monthRange,
  type OldNumber,
  Retcode,
  SocketEvent,
  type UiLanguage,
  type VerificationApp,
} from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import { say } from '../../text/sentence.ts';
import { codeAppCatalogue } from '../code-numbers/app-catalogue.ts';
import { giveUpKeptRental } from '../code-numbers/rentals.repo.ts';
import { decodeCursor, encodeCursor } from '../history/history.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { RateService } from '../rates/rates.service.ts';
import { codeHistory } from './rented.history.ts';
import { dayOf, feeOfRental, startSubscription } from './rented.rent.ts';
import {
  liveRentals,
  messageCount,
  messagePage,
  type RentalRow,
  rentalById,
  rentalOf,
  unsubscribeRental,
} from './rented.repo.ts';
import { sendFromCodeNumber } from './rented.send.ts';
import { hintText } from './rented.texts.ts';

/**
 * What the old-number side needs; changes of a number reach the account's sockets once stored, and
 * texts sent from a number are priced by the messaging rates.
 */
export interface OldNumberDeps {
  db: Db;
  ledger: LedgerService;
  events: AccountEvents;
  rates: RateService;
}

const notYours = () =>
  new AppError(Retcode.NOT_FOUND, 'number: is not one of your numbers for this app', {
    say: say('numberNotYoursNow'),
  });

/** Refuses a rental that cannot become a subscription now; the rules of subscribe and re-subscribe. */
function assertSubscribable(rental: RentalRow, now: number): void {
  if (rental.status === 'subscribed')
    throw new AppError(Retcode.INVALID_PARAMETER, 'number: is already subscribed', {
      say: say('codeNumberSubscribed'),
    });
  if (rental.status === 'expired' || rental.expires_at === null || rental.expires_at <= now) {
    if (rental.status === 'locked')
      throw new AppError(Retcode.INVALID_PARAMETER, 'number: no code has arrived on it yet', {
        say: say('codeNumberNoCodeYet'),
      });
    throw new AppError(Retcode.NUMBER_EXPIRED, 'number: has expired and cannot be restored', {
      say: say('codeNumberExpired'),
    });
  }
  if (rental.status === 'locked')
    throw new AppError(Retcode.INVALID_PARAMETER, 'number: no code has arrived on it yet', {
      say: say('codeNumberNoCodeYet'),
    });
  if (rental.number_type === CodeNumberType.oneTime)
    throw new AppError(Retcode.INVALID_PARAMETER, 'number: a one-time number cannot be kept', {
      say: say('codeNumberOneTime'),
    });
}

/**
 * The verification service's old numbers: the user's apps and numbers, subscribing (monthly rent),
 * unsubscribing, restoring, and the messages a number received. Unsubscribing keeps the number
 * until the paid month ends (status active, expires_at = the old next payment), which is the
 * spec's "an unsubscribed number can be restored unless expired": until then subscribing again
 * costs nothing more for that month.
 */
export class RentedCodeNumberService {
  constructor(private readonly deps: OldNumberDeps) {}

  /** Apps the user has a kept or restorable number for, most recently changed first. */
  async apps(accountId: string, language: UiLanguage, now = Date.now()): Promise<VerificationApp[]> {
    const seen = new Map<string, VerificationApp>();
    const apps = await codeAppCatalogue(this.deps.db).load();
    for (const rental of await liveRentals(this.deps.db, accountId, now)) {
      if (seen.has(rental.app)) continue;
      const sort = apps.byId(rental.app)?.sort ?? 0;
      seen.set(rental.app, { app: rental.app, name: apps.name(rental.app, language), sort });
    }
    return [...seen.values()];
  }

  /** The user's numbers for the app that have not expired (one entry per number, newest rental). */
  async numbers(
    accountId: string,
    app: string,
    language: UiLanguage,
    now = Date.now(),
  ): Promise<OldNumber[]> {
    const rows = await liveRentals(this.deps.db, accountId, now, app);
    const apps = await codeAppCatalogue(this.deps.db).load();
    const seen = new Set<string>();
    const list: OldNumber[] = [];
    for (const rental of rows) {
      if (seen.has(rental.full_number)) continue;
      seen.add(rental.full_number);
      const fee = feeOfRental(apps, rental);
      const subscribed = rental.status === 'subscribed';
      list.push({
        app: rental.app,
        name: apps.name(rental.app, language),
        oldPhone: rental.full_number,
        phone: formatPhone(rental.tel_code, rental.phone),
        code: rental.country,
        subStatus: subscribed ? 1 : 0,
        codeRate: fee.codeRate,
        nextPaymentDate: dayOf(subscribed ? rental.next_payment_at : rental.expires_at),
        subRent: fee.subRent,
      });
    }
    return list;
  }

  /** Subscribes the user's kept number: the first month is charged now (400001 when short). */
  async subscribe(accountId: string, app: string, number: string, language: UiLanguage, now = Date.now()) {
    const rental = await rentalOf(this.deps.db, accountId, app, number);
    if (rental === undefined) throw notYours();
    assertSubscribable(rental, now);
    const next = await startSubscription(this.deps, rental, now, 'subscribed');
    return {
      subStatus: 1 as const,
      nextPaymentDate: dayOf(next),
      hint: hintText('subscribed', language, dayOf(next)),
    };
  }

  /**
   * Releases a kept, unsubscribed number now (spec 001: subStatus 0 offers Subscribe and Release):
   * it is no longer the user's, and codes to it are no longer received. A subscribed number must be
   * unsubscribed first.
   */
  async release(accountId: string, app: string, number: string, now = Date.now()): Promise<void> {
    const rental = await rentalOf(this.deps.db, accountId, app, number);
    if (rental === undefined) throw notYours();
    if (rental.status === 'subscribed') {
      throw new AppError(Retcode.INVALID_PARAMETER, 'number: is subscribed; unsubscribe first', {
        say: say('codeNumberSubscribedRelease'),
      });
    }
    const released = await inTransaction(this.deps.db, (trx) => giveUpKeptRental(trx, rental.id, now));
    if (!released) throw notYours();
    this.deps.events.publish(accountId, SocketEvent.numbersChanged, {
      change: 'released',
      number: rental.full_number,
      kind: 'verification',
    });
  }

  /** Stops the monthly rent; the number stays the user's (and restorable) until the paid month ends. */
  async unsubscribe(accountId: string, app: string, number: string, language: UiLanguage, now = Date.now()) {
    const rental = await rentalOf(this.deps.db, accountId, app, number);
    if (rental === undefined) throw notYours();
    if (rental.status !== 'subscribed' || rental.next_payment_at === null)
      throw new AppError(Retcode.INVALID_PARAMETER, 'number: is not subscribed', {
        say: say('codeNumberNotSubscribed'),
      });
    const until = rental.next_payment_at;
    if (!(await unsubscribeRental(this.deps.db, rental.id, until, now)))
      throw new AppError(Retcode.INVALID_PARAMETER, 'number: changed meanwhile, reload and try again', {
        say: say('numberChanged'),
      });
    // The rent stops (the number stays until the paid month ends); the single update has committed.
    this.deps.events.publish(accountId, SocketEvent.numbersChanged, {
      change: 'released',
      number: rental.full_number,
      kind: 'verification',
    });
    return {
      subStatus: 0 as const,
      nextPaymentDate: dayOf(until),
      hint: hintText('unsubscribed', language, dayOf(until)),
    };
  }

  /** Restores a rental from the verification history (historyId = rental id): NUMBER_EXPIRED once it expired. */
  async resubscribe(accountId: string, historyId: string, language: UiLanguage, now = Date.now()) {
    const rental = await rentalById(this.deps.db, historyId);
    if (rental === undefined || rental.account_id !== accountId)
      throw new AppError(Retcode.NOT_FOUND, 'historyId: no such verification number of yours', {
        say: say('notFoundReload'),
      });
    assertSubscribable(rental, now);
    const next = await startSubscription(this.deps, rental, now, 'restored');
    return { hint: hintText('restored', language, dayOf(next)) };
  }

  /** The verification history: the user's codes and rents of one UTC month, newest first, paged by token. */
  history(
    accountId: string,
    query: { ym: string; pageSize: number; nextPage?: string | undefined },
    language: UiLanguage,
  ): ReturnType<typeof codeHistory> {
    return codeHistory(this.deps.db, accountId, query, language);
  }

  /** Sends a text from the user's live verification number for the app, charged like an SMS. */
  send(
    accountId: string,
    body: { from: string; to: string; app: string; text: string },
  ): Promise<{ charge: number }> {
    return sendFromCodeNumber(this.deps, accountId, body);
  }

  /** The user's messages on the number for the app in one UTC month, newest first, paged by token. */
  async messages(
    accountId: string,
    query: { app: string; number: string; ym: string; pageSize: number; nextPage?: string | undefined },
  ) {
    const own = await rentalOf(this.deps.db, accountId, query.app, query.number);
    if (own === undefined) throw notYours();
    const month = monthRange(query.ym);
    const where = { accountId, app: query.app, fullNumber: query.number, from: month.from, to: month.to };
    const after = query.nextPage ? decodeCursor(query.nextPage) : undefined;
    const rows = await messagePage(this.deps.db, where, after, query.pageSize + 1);
    const page = rows.slice(0, query.pageSize);
    const last = page.at(-1);
    return {
      list: page.map((row) => ({
        text: row.text,
        date: row.received_at,
        charge: row.charge,
        smsId: row.id,
        code: row.code,
      })),
      total: await messageCount(this.deps.db, where),
      nextPage:
        rows.length > query.pageSize && last
          ? encodeCursor({ createdAt: last.received_at, id: last.id })
          : '',
    };
  }
}
