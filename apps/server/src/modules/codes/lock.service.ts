import { randomUUID } from 'node:crypto';
import {
  type BrandId,
  CODE_COUNTDOWN_SECONDS,
  CODE_STOCK_SHOWN,
  CodeNumberType,
  type LockedPhone,
  type PhoneOption,
  Retcode,
  SocketEvent,
  type UiLanguage,
} from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { lockBalanceRow } from '../ledger/ledger.repo.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import {
  appById,
  appName,
  type CodeApp,
  type CodeCountryInfo,
  codeCountryByCode,
  feeFor,
} from './catalog.ts';
import { codeTexts, moneyText } from './codes.texts.ts';
import { freePoolNumbers, type PoolNumberRow, poolNumberByFull } from './pool.repo.ts';
import { formatPoolPhone } from './pool.seed.ts';
import {
  dropStaleHold,
  endLock,
  latestRental,
  openLocks,
  ownRentals,
  type RentalRow,
  successRate,
} from './rentals.repo.ts';

/** Slack after the 180 s countdown so the client's last polls still find the lock open. */
export const LOCK_SLACK_MS = 20_000;
/** Window and minimum sample of the success rate. */
const RATE_WINDOW_MS = 7 * 86_400_000;
const RATE_MIN_LOCKS = 5;
/** Candidates tried when others take the same numbers at the same moment. */
const CLAIM_ATTEMPTS = 8;

/** Who asks: the session's account and brand and the request's language. */
export interface CodeRequester {
  accountId: string;
  brand: BrandId;
  language: UiLanguage;
}

/** The lock request (lockQuerySchema). */
export interface LockRequest {
  app: string;
  code: string;
  number?: string;
  lastApp?: string;
  lastNumber?: string;
  numberType: number;
}

/** Checks app and country against the catalogue; 100001 naming the field otherwise. */
export function appAndCountry(
  appId: string,
  countryCode: string,
): { app: CodeApp; country: CodeCountryInfo } {
  const app = appById(appId);
  if (app === undefined)
    throw new AppError(Retcode.INVALID_PARAMETER, `app: unknown app "${appId}"`, { say: say('appUnknown') });
  const country = codeCountryByCode(countryCode);
  if (country === undefined)
    throw new AppError(Retcode.INVALID_PARAMETER, `code: no numbers are offered in "${countryCode}"`, {
      say: say('countryNoNumbers'),
    });
  return { app, country };
}

/**
 * Ends a lock in a ledger transaction: a number released because no code came is announced to the
 * account's sockets once that commits.
 */
export function closeLock(ledger: LedgerService, rental: RentalRow, now: number): Promise<void> {
  return ledger.transaction(async (trx, events) => {
    if (!(await endLock(trx, rental, now))) return;
    events.emit(rental.account_id, SocketEvent.numbersChanged, {
      change: 'released',
      number: rental.full_number,
      kind: 'verification',
    });
  });
}

/** Number options, fees and locks of the new-number side. */
export class CodeLockService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    /** Locks one account may have waiting for a code at once. */
    private readonly maxOpenLocks: number,
    /** Called after each lock commits (the simulator's auto-answer). */
    private readonly onLocked: (rental: RentalRow) => void = () => {},
  ) {}

  /**
   * The two special options, then the user's own numbers for the app and country; a visitor of the
   * front page (no account) gets the two special options only.
   */
  async options(
    who: Omit<CodeRequester, 'accountId'> & { accountId: string | null },
    appId: string,
    countryCode: string,
  ): Promise<PhoneOption[]> {
    const { app, country } = appAndCountry(appId, countryCode);
    const now = Date.now();
    const texts = codeTexts(who.language);
    const free = await freePoolNumbers(this.db, {
      country: country.code,
      app: app.id,
      accountId: who.accountId,
      now,
      // Counted to CODE_STOCK_SHOWN: the options say how many are free (or "100+").
      limit: CODE_STOCK_SHOWN + 1,
    });
    const rate = await successRate(this.db, {
      app: app.id,
      country: country.code,
      since: now - RATE_WINDOW_MS,
      minLocks: RATE_MIN_LOCKS,
    });
    const special = (numberType: 1 | 2, tip: string): PhoneOption => ({
      phone: '',
      subStatus: 0,
      telCode: country.telCode,
      tip,
      canGetNumber: free.length > 0,
      numberType,
      successRate: rate,
      available: free.length,
      reason: free.length > 0 ? '' : texts.noStock,
    });
    const own =
      who.accountId === null
        ? []
        : await ownRentals(this.db, { accountId: who.accountId, app: app.id, country: country.code, now });
    return [
      special(CodeNumberType.keepable, texts.keepable),
      special(CodeNumberType.oneTime, texts.oneTime),
      ...own.map(
        (rental): PhoneOption => ({
          phone: rental.full_number,
          subStatus: rental.status === 'subscribed' ? 1 : 0,
          telCode: country.telCode,
          tip: texts.own(rental.status === 'subscribed'),
          canGetNumber: true,
          numberType: CodeNumberType.own,
          successRate: rate,
        }),
      ),
    ];
  }

  /** Locks a number for the app: the user's own one again, or a free pool number. */
  async lock(who: CodeRequester, request: LockRequest): Promise<LockedPhone> {
    const { app, country } = appAndCountry(request.app, request.code);
    const fee = feeFor(app, country.code, who.brand);
    if ((await this.ledger.balance(who.accountId)) < fee.codeRate)
      throw new AppError(Retcode.INSUFFICIENT_BALANCE, 'balance: does not cover one code', {
        say: say('balanceOneCode'),
      });
    if (request.lastApp && request.lastNumber)
      await this.release(who.accountId, request.lastApp, request.lastNumber);
    const { rental, pool } =
      request.number !== undefined && request.number !== ''
        ? await this.relockOwn(who.accountId, app, request.number)
        : await this.lockNew(who, app, country, request.numberType);
    this.onLocked(rental);
    const texts = codeTexts(who.language);
    const subscribed = rental.status === 'subscribed';
    return {
      app: app.id,
      phone: pool.full_number,
      formatPhone: formatPoolPhone(pool.tel_code, pool.phone),
      tip: texts.lockTip(appName(app, who.language)),
      telCode: pool.tel_code,
      telCodeList: pool.toll_free === 1 ? [] : sendableTelCodes(pool.tel_code),
      canSub: rental.number_type === CodeNumberType.oneTime ? 0 : 1,
      subStatus: subscribed ? 1 : 0,
      subRent: fee.subRent,
      codeRate: fee.codeRate,
      subTip: texts.subTip(moneyText(fee.subRent, who.brand, who.language)),
      canSendCodeSms: pool.toll_free !== 1,
    };
  }

  /** Ends the user's lock of a number for an app ("try another number"); unknown ones are ignored. */
  async release(accountId: string, appId: string, fullNumber: string): Promise<void> {
    const rental = await latestRental(this.db, { accountId, app: appId, fullNumber });
    if (rental === undefined) return;
    await closeLock(this.ledger, rental, Date.now());
  }

  private async relockOwn(
    accountId: string,
    app: CodeApp,
    fullNumber: string,
  ): Promise<{ rental: RentalRow; pool: PoolNumberRow }> {
    const now = Date.now();
    const own = await latestRental(this.db, { accountId, app: app.id, fullNumber });
    const kept =
      own !== undefined &&
      (own.status === 'subscribed' || (own.status === 'active' && (own.expires_at ?? 0) > now));
    const pool = kept ? await poolNumberByFull(this.db, fullNumber) : undefined;
    if (!kept || pool === undefined)
      throw new AppError(
        Retcode.NOT_FOUND,
        `number: ${fullNumber} is not one of your numbers for ${app.id}`,
        { say: say('numberNotYoursNow') },
      );
    const lockUntil = now + CODE_COUNTDOWN_SECONDS * 1000 + LOCK_SLACK_MS;
    const rental = await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('code_rentals')
        .set({ locked_at: now, lock_until: lockUntil, updated_at: now })
        .where('id', '=', own.id)
        .execute();
      // The hold normally lasts until expires_at already; this only repairs one that went missing.
      await trx
        .insertInto('code_holds')
        .values({
          number_id: own.number_id,
          app: app.id,
          rental_id: own.id,
          account_id: accountId,
          held_until: Math.max(own.expires_at ?? 0, own.next_payment_at ?? 0, lockUntil),
        })
        .onConflict((oc) => oc.columns(['number_id', 'app']).doNothing())
        .execute();
      return trx.selectFrom('code_rentals').selectAll().where('id', '=', own.id).executeTakeFirstOrThrow();
    });
    return { rental, pool };
  }

  private async lockNew(
    who: CodeRequester,
    app: CodeApp,
    country: CodeCountryInfo,
    numberType: number,
  ): Promise<{ rental: RentalRow; pool: PoolNumberRow }> {
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
      const now = Date.now();
      const candidates = shuffle(
        await freePoolNumbers(this.db, {
          country: country.code,
          app: app.id,
          accountId: who.accountId,
          now,
          limit: CLAIM_ATTEMPTS,
        }),
      );
      if (candidates.length === 0) break;
      for (const pool of candidates) {
        const rental = await this.claim(who, app, pool, numberType);
        if (rental !== undefined) return { rental, pool };
      }
    }
    throw new AppError(Retcode.NO_NUMBER_AVAILABLE, `code: no free ${country.code} number for ${app.id}`, {
      say: say('noFreeNumber'),
    });
  }

  /**
   * Takes the hold and creates the rental in one transaction; undefined when someone else took it.
   * Refuses when the account already has its most open locks, or when its balance, less one code for
   * each open lock, does not cover one more code: one account must not be able to hold a whole pool.
   */
  private claim(
    who: CodeRequester,
    app: CodeApp,
    pool: PoolNumberRow,
    numberType: number,
  ): Promise<RentalRow | undefined> {
    const { accountId } = who;
    return this.db.transaction().execute(async (trx) => {
      // Taken first, the balance row's write lock makes the account's concurrent claims wait for each
      // other, so the open locks counted below include every one committed before this insert.
      const balance = (await lockBalanceRow(trx, accountId)) ?? 0;
      const now = Date.now();
      const open = await openLocks(trx, accountId, now);
      if (open.length >= this.maxOpenLocks)
        throw new AppError(
          Retcode.TOO_MANY_OPEN_LOCKS,
          `lock: ${open.length} locks already wait for a code (most ${this.maxOpenLocks})`,
          { say: say('tooManyOpenNumbers') },
        );
      const reserved = open.reduce(
        (sum, lock) => sum + feeFor(lock.app, lock.country, who.brand).codeRate,
        0,
      );
      if (balance - reserved < feeFor(app, pool.country, who.brand).codeRate)
        throw new AppError(
          Retcode.INSUFFICIENT_BALANCE,
          `balance: ${balance} less ${reserved} reserved for ${open.length} open locks does not cover one more code`,
          { say: say('balanceOneMoreCode') },
        );
      await dropStaleHold(trx, pool.id, app.id, now);
      const rentalId = randomUUID();
      const lockUntil = now + CODE_COUNTDOWN_SECONDS * 1000 + LOCK_SLACK_MS;
      // The (number_id, app) primary key decides between concurrent lockers: a conflict means taken.
      const held = await trx
        .insertInto('code_holds')
        .values({
          number_id: pool.id,
          app: app.id,
          rental_id: rentalId,
          account_id: accountId,
          held_until: lockUntil,
        })
        .onConflict((oc) => oc.columns(['number_id', 'app']).doNothing())
        .executeTakeFirst();
      if (Number(held.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
      const row: RentalRow = {
        id: rentalId,
        account_id: accountId,
        app: app.id,
        number_id: pool.id,
        full_number: pool.full_number,
        country: pool.country,
        number_type: numberType === CodeNumberType.oneTime ? CodeNumberType.oneTime : CodeNumberType.keepable,
        status: 'locked',
        locked_at: now,
        lock_until: lockUntil,
        code_received_at: null,
        expires_at: null,
        next_payment_at: null,
        created_at: now,
        updated_at: now,
      };
      await trx.insertInto('code_rentals').values(row).execute();
      return row;
    });
  }
}

/** Calling codes a number can text: its own zone (NANP numbers reach the US and Canada alike). */
function sendableTelCodes(telCode: string): string[] {
  return [telCode];
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
