import { unitsToMoney } from '@switchboard/protocol';
import type { Db, Executor } from '../../db/types.ts';
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

/**
 * How long a rate read from the table is used without reading it again. Writes through this
 * service forget it at once, on every node (onChange); an operator's edit straight in `sms_rates`
 * has no such event and applies to sends within this time.
 */
export const RATE_CACHE_MS = 30_000;

/** Prices of outbound messages. Inbound messages are free. */
export class RateService {
  /** Rates (and keys without one) as read, with when they were read; every send prices from here. */
  readonly #cache = new Map<string, { rate: RateRow | undefined; readAt: number }>();
  readonly #listeners: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Writes the default price list when no rate exists yet; an operator's own rates are never touched. */
  async seedDefaults(): Promise<number> {
    if (!(await ratesEmpty(this.db))) return 0;
    return this.changed(await insertRates(this.db, DEFAULT_RATES, this.clock()));
  }

  /** Sets rates (insert only where missing), for tests and tools. */
  async add(rates: readonly RateRow[]): Promise<number> {
    return this.changed(await insertRates(this.db, rates, this.clock()));
  }

  /**
   * The rate of a key (country or TOLLFREE), or undefined when messages from there are not priced.
   * Inside a transaction, pass it: a miss is read through it (SQLite's one connection is held by it).
   */
  async rateFor(rateKey: string, ex: Executor = this.db): Promise<RateRow | undefined> {
    const cached = this.#cache.get(rateKey);
    if (cached !== undefined && this.clock() - cached.readAt < RATE_CACHE_MS) return cached.rate;
    const readAt = this.clock();
    const rate = await findRate(ex, rateKey);
    this.#cache.set(rateKey, { rate, readAt });
    return rate;
  }

  /** Drops every cached rate (another node changed the price list). */
  forget(): void {
    this.#cache.clear();
  }

  /**
   * Forgets every rate here and on the other nodes after a change of the price list committed
   * elsewhere (the console's rate edit, after its transaction), so the next send prices by it.
   */
  announceChange(): void {
    this.changed(1);
  }

  /** Calls `listener` after every change of the price list made here (to tell the other nodes). */
  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }

  private changed(written: number): number {
    if (written === 0) return 0;
    this.forget();
    for (const listener of this.#listeners) listener();
    return written;
  }
}
