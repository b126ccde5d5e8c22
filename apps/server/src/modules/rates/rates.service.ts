import { unitsToMoney } from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { findRate, insertRates, type RateRow, ratesEmpty } from './rates.repo.ts';

export type { RateRow } from './rates.repo.ts';

/**
 * The default price list (brand units per outbound SMS segment and per MMS), keyed by the sending
 * number's country or TOLLFREE. MMS exists only for US and Canadian numbers (toll-free ones are US).
 */
export const DEFAULT_RATES: readonly RateRow[] = [
  { rateKey: 'US', smsSegment: unitsToMoney(0.006), mms: unitsToMoney(0.02) },
  { rateKey: 'CA', smsSegment: unitsToMoney(0.008), mms: unitsToMoney(0.02) },
  { rateKey: 'TOLLFREE', smsSegment: unitsToMoney(0.009), mms: unitsToMoney(0.02) },
  { rateKey: 'GB', smsSegment: unitsToMoney(0.04), mms: null },
  { rateKey: 'AU', smsSegment: unitsToMoney(0.06), mms: null },
  { rateKey: 'CN', smsSegment: unitsToMoney(0.015), mms: null },
];

/** Prices of outbound messages. Inbound messages are free. */
export class RateService {
  constructor(private readonly db: Db) {}

  /** Writes the default price list when no rate exists yet; an operator's own rates are never touched. */
  async seedDefaults(): Promise<number> {
    if (!(await ratesEmpty(this.db))) return 0;
    return insertRates(this.db, DEFAULT_RATES, Date.now());
  }

  /** Sets rates (insert only where missing), for tests and tools. */
  add(rates: readonly RateRow[]): Promise<number> {
    return insertRates(this.db, rates, Date.now());
  }

  /** The rate of a key (country or TOLLFREE), or undefined when messages from there are not priced. */
  rateFor(rateKey: string): Promise<RateRow | undefined> {
    return findRate(this.db, rateKey);
  }
}
