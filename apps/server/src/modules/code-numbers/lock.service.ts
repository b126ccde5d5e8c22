import {
  type BrandId,
  CODE_STOCK_SHOWN,
  CodeNumberType,
  formatPhone,
  type LockedPhone,
  type PhoneOption,
  Retcode,
  SocketEvent,
  type UiLanguage,
  type VerificationApp,
} from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { type CodeApp, type CodeAppList, type CodeFee, codeAppCatalogue } from './app-catalogue.ts';
import { type CodeCountryInfo, codeCountryByCode } from './catalog.ts';
import { codeTexts, moneyText } from './code-numbers.texts.ts';
import { claimFreeNumber, lockEnd } from './lock.claim.ts';
import { freePoolNumbers, type PoolNumberRow, poolNumberByFull } from './pool.repo.ts';
import {
  endLock,
  latestRental,
  ownRentals,
  type RentalRow,
  relockRental,
  successRate,
} from './rentals.repo.ts';
import type { CodeRequester } from './requester.ts';

/** Window and minimum sample of the success rate. */
const RATE_WINDOW_MS = 7 * 86_400_000;
const RATE_MIN_LOCKS = 5;

/** The lock request (lockQuerySchema). */
export interface LockRequest {
  app: string;
  code: string;
  number?: string;
  lastApp?: string;
  lastNumber?: string;
  numberType: number;
}

/**
 * Checks app and country against the catalogue: the app a choice is served as (its redirection's
 * target), refused with a sentence when unknown or not offered; 100001 naming the field otherwise.
 */
export function appAndCountry(
  apps: CodeAppList,
  appId: string,
  countryCode: string,
): { app: CodeApp; country: CodeCountryInfo } {
  const app = apps.served(appId);
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

  /** The apps and fees of this node (code_apps, code_app_fees), cached and kept in step across nodes. */
  get catalogue() {
    return codeAppCatalogue(this.db);
  }

  /** getAppList's apps: those offered, by sort, named in the language, with their redirection. */
  async appList(language: UiLanguage): Promise<VerificationApp[]> {
    const apps = await this.catalogue.load();
    const offered = apps.offered();
    const shown = new Set(offered.map((app) => app.id));
    return offered.map((app) => ({
      app: app.id,
      name: apps.name(app, language),
      sort: app.sort,
      nameEn: app.nameEn,
      nameZh: app.nameZh,
      ...(app.redirectTo !== null && shown.has(app.redirectTo) ? { redirect: app.redirectTo } : {}),
    }));
  }

  /** getCodeNumberFeeByAppV2: the fees a choice of app and country costs on a brand. */
  async fees(appId: string, countryCode: string, brand: BrandId): Promise<CodeFee> {
    const apps = await this.catalogue.load();
    const { app, country } = appAndCountry(apps, appId, countryCode);
    return apps.fee(app, country.code, brand);
  }

  /**
   * The two special options, then the user's own numbers for the app and country; a visitor of the
   * front page (no account) gets the two special options only.
   */
  async options(
    who: Omit<CodeRequester, 'accountId'> & { accountId: string | null },
    appId: string,
    countryCode: string,
  ): Promise<PhoneOption[]> {
    const { app, country } = appAndCountry(await this.catalogue.load(), appId, countryCode);
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
    const apps = await this.catalogue.load();
    const { app, country } = ownOrServed(apps, request);
    const fee = apps.fee(app, country.code, who.brand);
    if ((await this.ledger.balance(who.accountId)) < fee.codeRate)
      throw new AppError(Retcode.INSUFFICIENT_BALANCE, 'balance: does not cover one code', {
        say: say('balanceOneCode'),
      });
    if (request.lastApp && request.lastNumber)
      await this.release(who.accountId, request.lastApp, request.lastNumber);
    const { rental, pool } =
      request.number !== undefined && request.number !== ''
        ? await this.relockOwn(who.accountId, app, request.number)
        : await claimFreeNumber(
            { db: this.db, maxOpenLocks: this.maxOpenLocks, apps },
            who,
            app,
            country,
            request.numberType,
          );
    this.onLocked(rental);
    const texts = codeTexts(who.language);
    const subscribed = rental.status === 'subscribed';
    return {
      app: app.id,
      phone: pool.full_number,
      formatPhone: formatPhone(pool.tel_code, pool.phone),
      tip: texts.lockTip(apps.name(app, who.language)),
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
    const lockUntil = lockEnd(now);
    const heldUntil = Math.max(own.expires_at ?? 0, own.next_payment_at ?? 0, lockUntil);
    const rental = await inTransaction(this.db, (trx) =>
      relockRental(trx, own, { lockUntil, heldUntil, now }),
    );
    return { rental, pool };
  }
}

/**
 * The app and country of a lock: a user's own kept number is locked again for its own app even when
 * that app is no longer offered (its rent is still paid); a new number only for an offered app.
 */
function ownOrServed(apps: CodeAppList, request: LockRequest): { app: CodeApp; country: CodeCountryInfo } {
  const own = request.number !== undefined && request.number !== '' ? apps.byId(request.app) : undefined;
  if (own === undefined) return appAndCountry(apps, request.app, request.code);
  const country = codeCountryByCode(request.code);
  if (country === undefined)
    throw new AppError(Retcode.INVALID_PARAMETER, `code: no numbers are offered in "${request.code}"`, {
      say: say('countryNoNumbers'),
    });
  return { app: own, country };
}

/** Calling codes a number can text: its own zone (NANP numbers reach the US and Canada alike). */
function sendableTelCodes(telCode: string): string[] {
  return [telCode];
}
