import {
  type CatalogueRate,
  type ConsoleCallBody,
  type ConsoleCallData,
  MONEY_SCALE,
  RATE_AMOUNT_MAX,
  Retcode,
  readMoneyText,
  type UiLanguage,
} from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { FieldName } from '../../text/field-labels.ts';
import { type Sentence, say } from '../../text/sentence.ts';
import type { AuditService } from '../audit/index.ts';
import { countryNameOf, type RateService } from '../rates/index.ts';
import { allRates, rateOfKey, type StoredRate, setRate } from './catalogue.repo.ts';

/** What the console's price list needs. */
export interface CatalogueRateDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  /** Told after each committed edit, so every node prices the next send by it. */
  rates: Pick<RateService, 'announceChange'>;
}

/** The country a rate key names, in the language; null for keys that are no country (TOLLFREE). */
function countryName(rateKey: string, language: UiLanguage): string | null {
  const name = countryNameOf(rateKey, language);
  return name === rateKey ? null : name;
}

function listed(rate: StoredRate, language: UiLanguage): CatalogueRate {
  return { ...rate, countryName: countryName(rate.rateKey, language) };
}

/** A whole number of units as people read it ("10"), for the sentence naming the limit. */
const MAX_TEXT = String(RATE_AMOUNT_MAX / MONEY_SCALE);

/** Reads one amount the operator typed, or refuses it with a sentence naming the field. */
function amountOf(text: string, field: Extract<FieldName, 'smsSegment' | 'mms'>): number {
  const reading = readMoneyText(text);
  if ('amount' in reading) return reading.amount;
  const label = { field };
  const value = text.trim();
  const sentences: Record<typeof reading.refused, Sentence> = {
    malformed: say('catalogueAmountMalformed', { label, value }),
    negative: say('catalogueAmountNegative', { label }),
    tooLarge: say('catalogueAmountTooLarge', { label, value, max: MAX_TEXT }),
    tooPrecise: say('catalogueAmountTooPrecise', { label }),
  };
  return refuse(`${field}: ${reading.refused} amount`, sentences[reading.refused]);
}

function refuse(detail: string, sentence: Sentence): never {
  throw new AppError(Retcode.INVALID_PARAMETER, detail, { say: sentence });
}

/** The console's SMS/MMS price list: the rates with their countries' names, and editing one. */
export class CatalogueRateService {
  constructor(private readonly deps: CatalogueRateDeps) {}

  /** The rates whose key or country name (in the operator's language) holds the search. */
  async list(q: string | undefined, language: UiLanguage): Promise<ConsoleCallData<'consoleRates'>> {
    const needle = (q ?? '').trim().toLocaleLowerCase();
    const rates = (await allRates(this.deps.db)).map((rate) => listed(rate, language));
    const matching = rates.filter(
      (rate) =>
        needle === '' ||
        rate.rateKey.toLowerCase().includes(needle) ||
        (rate.countryName?.toLocaleLowerCase().includes(needle) ?? false),
    );
    return { rates: matching };
  }

  /**
   * Sets a rate's amounts, typed as money is written ("0.05"; an empty MMS amount: no MMS), with the
   * audit entry in the same transaction; then every node forgets the rates it priced by.
   */
  async update(
    operatorId: string,
    body: ConsoleCallBody<'consoleRateUpdate'>,
    language: UiLanguage,
  ): Promise<ConsoleCallData<'consoleRateUpdate'>> {
    const smsSegment = amountOf(body.smsSegment, 'smsSegment');
    const mms = body.mms.trim() === '' ? null : amountOf(body.mms, 'mms');
    const now = Date.now();
    const rate = await inTransaction(this.deps.db, async (trx) => {
      const before = await rateOfKey(trx, body.rateKey);
      const after = { rateKey: body.rateKey, smsSegment, mms };
      if (before === undefined || !(await setRate(trx, after, now)))
        refuse(`rateKey: ${body.rateKey} has no rate`, say('catalogueRateUnknown', { value: body.rateKey }));
      await this.deps.audit.record(trx, {
        operatorId,
        action: 'rate.update',
        targetType: 'rate',
        targetId: body.rateKey,
        before: { smsSegment: before.smsSegment, mms: before.mms },
        after: { smsSegment, mms },
        reason: body.reason,
      });
      return { ...after, updatedAt: now };
    });
    this.deps.rates.announceChange();
    return { rate: listed(rate, language) };
  }
}
