import { randomUUID } from 'node:crypto';
import {
  CARRIER_SEARCH_LIMIT,
  type ConsoleCallBody,
  type ConsoleCallData,
  type ConsoleCallQuery,
  formatLineNumber,
  Retcode,
} from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CarrierGateway } from '../../adapters/carrier/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, PhoneNumberRow } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import type { SentenceKey } from '../../text/sentences.ts';
import type { AuditService } from '../audit/index.ts';
import { numberByFull } from '../numbers/numbers.repo.ts';
import {
  deleteNeverRented,
  everRented,
  insertInventory,
  inventoryNumber,
  presentNumbers,
} from './console-numbers.repo.ts';
import { listedNumber } from './listed-number.ts';
import { stateOf, unknownNumber } from './number-state.ts';

/** What buying from the carrier needs. */
export interface CarrierStockDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  carrier: CarrierGateway;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const refuse = (key: SentenceKey, number: string, detail: string, code: number = Retcode.INVALID_PARAMETER) =>
  new AppError(code, `number: +${number} ${detail}`, { say: say(key, { number: formatLineNumber(number) }) });

/**
 * The carrier's stock as the console sees it: searching what the carrier sells, buying a number into
 * the inventory (available to rent at once) and giving a bought number nobody rented back. The carrier
 * is called outside any transaction; a buy whose row cannot be written is given back at once.
 */
export class CarrierStockService {
  constructor(private readonly deps: CarrierStockDeps) {}

  /** The numbers the carrier offers now, each marked when the inventory already holds it. */
  async search(
    query: ConsoleCallQuery<'consoleCarrierSearch'>,
  ): Promise<ConsoleCallData<'consoleCarrierSearch'>> {
    const { carrier } = this.deps;
    const found = await this.atCarrier('search', () =>
      carrier.searchNumbers({
        country: query.country,
        type: query.type,
        ...(query.areaCode === undefined ? {} : { areaCode: query.areaCode }),
        limit: CARRIER_SEARCH_LIMIT,
      }),
    );
    const numbers = found.map((offer) => ({ ...offer, number: `${offer.telCode}${offer.phone}` }));
    const present = await presentNumbers(
      this.deps.db,
      numbers.map((offer) => offer.number),
    );
    return {
      carrier: carrier.name,
      sells: carrier.buyNumber !== undefined,
      offers: numbers.map((offer) => ({
        number: offer.number,
        areaCode: offer.areaCode,
        region: offer.region,
        inInventory: present.has(offer.number),
      })),
    };
  }

  /** Buys a number from the carrier and adds it to the inventory, available, with its audit entry. */
  async buy(
    operatorId: string,
    body: ConsoleCallBody<'consoleCarrierBuy'>,
  ): Promise<ConsoleCallData<'consoleCarrierBuy'>> {
    const { carrier, db } = this.deps;
    const buyNumber = carrier.buyNumber?.bind(carrier);
    if (buyNumber === undefined)
      throw new AppError(Retcode.INVALID_PARAMETER, `carrier ${carrier.name} sells no numbers`, {
        say: say('carrierSellsNothing'),
      });
    const parsed = parsePhoneNumberFromString(`+${body.number}`);
    const tollFree = body.type === 'tollFree';
    // A toll-free number belongs to its plan, not a region: libphonenumber may name no country for it.
    const country = parsed?.country ?? (tollFree ? body.country : undefined);
    if (parsed === undefined || country !== body.country)
      throw refuse('carrierNumberCountry', body.number, `is not a number of ${body.country}`);
    if ((await presentNumbers(db, [body.number])).has(body.number))
      throw refuse('carrierNumberPresent', body.number, 'is already in the inventory');

    const bought = await this.atCarrier(
      'buy',
      () => buyNumber(body.number),
      'carrierBuyRefused',
      body.number,
    );
    const telCode = parsed.countryCallingCode;
    const phone = parsed.nationalNumber;
    const now = Date.now();
    try {
      await inTransaction(db, async (trx) => {
        await insertInventory(trx, [
          {
            id: randomUUID(),
            tel_code: telCode,
            phone,
            full_number: body.number,
            country: body.country,
            toll_free: tollFree ? 1 : 0,
            // A toll-free number texts once its registration is approved, as an imported one.
            messaging_enabled: tollFree ? 0 : 1,
            area_code: telCode === '1' ? phone.slice(0, 3) : null,
            region: body.region === '' ? null : body.region,
            account_id: null,
            assigned_at: null,
            quarantine_until: null,
            created_at: now,
            carrier: carrier.name,
            carrier_ref: bought.carrierId,
          },
        ]);
        await this.deps.audit.record(trx, {
          operatorId,
          action: 'number.buy',
          targetType: 'number',
          targetId: body.number,
          before: null,
          after: { state: 'available', carrier: carrier.name, carrierRef: bought.carrierId },
          reason: body.reason,
        });
      });
    } catch (error) {
      // Not listed, so not paid for: give it back rather than keep a number nobody can rent.
      this.deps.log.error(
        { err: error, number: body.number },
        'a bought number could not be added; giving it back',
      );
      await carrier
        .releaseNumber?.(body.number)
        .catch((release: unknown) =>
          this.deps.log.error(
            { err: release, number: body.number },
            'a bought number could not be given back',
          ),
        );
      throw error;
    }
    const row = await inventoryNumber(db, body.number, now);
    if (row === undefined) throw unknownNumber(body.number);
    return { number: listedNumber(row, now) };
  }

  /**
   * Gives a bought number nobody ever rented back to the carrier and takes it out of the inventory,
   * with its audit entry. The row goes first (so nobody can rent it meanwhile) and comes back if the
   * carrier does not answer.
   */
  async giveBack(
    operatorId: string,
    body: ConsoleCallBody<'consoleCarrierReturn'>,
  ): Promise<ConsoleCallData<'consoleCarrierReturn'>> {
    const { carrier, db } = this.deps;
    const now = Date.now();
    const listed = await inventoryNumber(db, body.number, now);
    const row = await numberByFull(db, body.number);
    if (listed === undefined || row === undefined) throw unknownNumber(body.number);
    if (row.carrier !== carrier.name || carrier.releaseNumber === undefined)
      throw refuse('carrierNumberNotBought', body.number, `was not bought from ${carrier.name}`);
    if (await everRented(db, row.id)) throw refuse('carrierNumberRented', body.number, 'has been rented');
    if (stateOf(listed, now) !== 'available') throw refuse('carrierNumberInUse', body.number, 'is in use');

    const removed = await inTransaction(db, async (trx) => {
      if (!(await deleteNeverRented(trx, row.id))) return false;
      await this.deps.audit.record(trx, {
        operatorId,
        action: 'number.return',
        targetType: 'number',
        targetId: body.number,
        before: { state: 'available', carrier: carrier.name, carrierRef: row.carrier_ref ?? '' },
        after: null,
        reason: body.reason,
      });
      return true;
    });
    if (!removed) throw refuse('carrierNumberInUse', body.number, 'was taken meanwhile');
    try {
      await carrier.releaseNumber(body.number);
    } catch (error) {
      await this.putBack(row);
      throw error instanceof AppError ? error : this.unavailable('return', error);
    }
    return { number: body.number };
  }

  /** A number taken out for a give-back the carrier did not answer, back in the inventory as it was. */
  private async putBack(row: PhoneNumberRow): Promise<void> {
    await insertInventory(this.deps.db, [row]).catch((error: unknown) =>
      this.deps.log.error({ err: error, number: row.full_number }, 'a number could not be put back'),
    );
  }

  /**
   * A call to the carrier; a failure is logged for the operator's team and said as a sentence: the
   * carrier refused this number (a 4xx answer), or did not answer.
   */
  private async atCarrier<T>(
    what: string,
    call: () => Promise<T>,
    refused?: SentenceKey,
    number?: string,
  ): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (
        refused !== undefined &&
        number !== undefined &&
        typeof status === 'number' &&
        status >= 400 &&
        status < 500
      ) {
        this.deps.log.warn({ err: error, number }, `the carrier refused a number ${what}`);
        throw refuse(
          refused,
          number,
          `refused by the carrier (${status})`,
          Retcode.CONSOLE_CARRIER_UNAVAILABLE,
        );
      }
      throw this.unavailable(what, error);
    }
  }

  private unavailable(what: string, error: unknown): AppError {
    this.deps.log.warn({ err: error }, `the carrier did not answer a number ${what}`);
    return new AppError(Retcode.CONSOLE_CARRIER_UNAVAILABLE, `carrier ${what} failed`, {
      say: say('carrierUnavailable'),
    });
  }
}
