import { type BrandId, brandConfig, type RechargeSettings } from '@switchboard/protocol';
import type { Db, Executor } from '../../db/types.ts';
import { rechargeOfBrand } from './recharge.repo.ts';

/**
 * How long settings read from the tables are used without reading them again. A replace through the
 * console forgets them at once on every node (onChange); an edit straight in the tables applies
 * within this time.
 */
export const RECHARGE_CACHE_MS = 30_000;

/**
 * Each brand's recharge settings (tiles, gifts, custom range) as the tables hold them, cached per
 * node: the pricing of every order and the recharge screen read them from here.
 */
export class RechargeSettingsService {
  readonly #cache = new Map<BrandId, { settings: RechargeSettings; readAt: number }>();
  readonly #listeners: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * The brand's settings. Inside a transaction, pass it (SQLite's one connection is held by it). A
   * brand without a row (a database older than its migration cannot be) keeps its code values.
   */
  async settingsFor(brand: BrandId, ex: Executor = this.db): Promise<RechargeSettings> {
    const cached = this.#cache.get(brand);
    if (cached !== undefined && this.clock() - cached.readAt < RECHARGE_CACHE_MS) return cached.settings;
    const readAt = this.clock();
    const settings = (await rechargeOfBrand(ex, brand))?.settings ?? brandConfig(brand).recharge;
    this.#cache.set(brand, { settings, readAt });
    return settings;
  }

  /** Drops every cached brand (another node changed the settings). */
  forget(): void {
    this.#cache.clear();
  }

  /**
   * Forgets the settings here and on the other nodes after a change committed (the console's
   * replace, after its transaction), so the next order and page use it.
   */
  announceChange(): void {
    this.forget();
    for (const listener of this.#listeners) listener();
  }

  /** Calls `listener` after every change made here (to tell the other nodes). */
  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }
}
