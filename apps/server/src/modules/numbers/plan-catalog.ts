import type { Db, Executor } from '../../db/types.ts';
import { allBrandPlans, type BrandPlan } from './plan-prices.repo.ts';

export { allBrandPlans, type BrandPlan };

/**
 * How long the plans read from plan_prices are used without reading them again. Edits through the
 * console forget them at once on every node (onChange); an edit straight in the table applies within it.
 */
export const PLAN_CACHE_MS = 30_000;

/** The plans of every brand as read at one moment; lookups answer from memory. */
export class PlanCatalog {
  readonly #byBrand = new Map<string, BrandPlan[]>();

  constructor(readonly plans: readonly BrandPlan[]) {
    for (const plan of plans) {
      const list = this.#byBrand.get(plan.brand) ?? [];
      list.push(plan);
      this.#byBrand.set(plan.brand, list);
    }
  }

  /**
   * A brand's plan by id, on sale or not: a subscription keeps renewing (and its history keeps
   * naming it) at its plan's current price after the plan was taken off sale.
   */
  plan(brand: string, planId: string): BrandPlan | undefined {
    return this.#byBrand.get(brand)?.find((plan) => plan.planId === planId);
  }

  /**
   * The plans a brand offers for a flow code, to new rentals and plan changes: those on sale. Cloud
   * plans are sold whatever the number's code (cloudnumber sells nothing else).
   */
  offered(brand: string, code: string): BrandPlan[] {
    return (this.#byBrand.get(brand) ?? []).filter(
      (plan) => plan.onSale && (plan.code === code || plan.group === 'cloud'),
    );
  }

  /**
   * The plan a number handed out free (demo and test numbers) starts on: the brand's cheapest
   * monthly plan on sale for the code, else its cheapest monthly plan of the code at all; undefined
   * when the brand has none (a brand that sells no numbers).
   */
  startingPlan(brand: string, code: string): BrandPlan | undefined {
    const monthly = (this.#byBrand.get(brand) ?? []).filter(
      (plan) => plan.months === 1 && (plan.code === code || plan.group === 'cloud'),
    );
    const onSale = monthly.filter((plan) => plan.onSale);
    const pool = onSale.length > 0 ? onSale : monthly;
    if (pool.length === 0) return undefined;
    return pool.reduce((best, plan) => (plan.planRent < best.planRent ? plan : best));
  }
}

/**
 * The plan catalogue of this node: every row of plan_prices read at once and kept for PLAN_CACHE_MS,
 * forgotten at once here and on the other nodes after an operator's edit (Realtime.shareCache).
 */
export class PlanCatalogService {
  #cached: { catalog: PlanCatalog; readAt: number } | undefined;
  #reading: Promise<PlanCatalog> | undefined;
  /** Counts forgets: a read that started before one is not kept (it may predate the change). */
  #generation = 0;
  readonly #listeners: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * The catalogue. Inside a transaction, pass it: a miss is read through it (SQLite's one
   * connection is held by it).
   */
  async catalog(ex: Executor = this.db): Promise<PlanCatalog> {
    const cached = this.#cached;
    if (cached !== undefined && this.clock() - cached.readAt < PLAN_CACHE_MS) return cached.catalog;
    if (ex !== this.db) return new PlanCatalog(await allBrandPlans(ex));
    // Concurrent misses share one read.
    this.#reading ??= this.read().finally(() => {
      this.#reading = undefined;
    });
    return this.#reading;
  }

  private async read(): Promise<PlanCatalog> {
    const readAt = this.clock();
    const generation = this.#generation;
    const catalog = new PlanCatalog(await allBrandPlans(this.db));
    if (generation === this.#generation) this.#cached = { catalog, readAt };
    return catalog;
  }

  /** Drops the catalogue read (another node changed a plan). */
  forget(): void {
    this.#cached = undefined;
    this.#reading = undefined;
    this.#generation += 1;
  }

  /** Forgets the catalogue here and on the other nodes, after a committed change of plan_prices. */
  announceChange(): void {
    this.forget();
    for (const listener of this.#listeners) listener();
  }

  /** Calls `listener` after every change announced here (to tell the other nodes). */
  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }
}
