import { type BrandId, Retcode, type UiLanguage } from '@switchboard/protocol';
import type { Db, Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { allCodeApps, allCodeFees, type StoredCodeApp, type StoredCodeFee } from './app-catalogue.repo.ts';

export type { StoredCodeFee } from './app-catalogue.repo.ts';

/** An app or website codes can be received for, as the code_apps table holds it. */
export type CodeApp = StoredCodeApp;

/** Fees of an app and country, ten-thousandths of the brand unit. */
export interface CodeFee {
  codeRate: number;
  subRent: number;
}

/**
 * Stored fees are in dollars (a pingme Coin is a dollar); cloudnumber's unit is a yuan-priced
 * "cloud coin", hence its factor.
 */
const brandFactor: Partial<Record<BrandId, number>> = { cloudnumber: 7 };

/**
 * How long the apps read from the tables are used without reading them again. Changes made through
 * the console forget them at once on every node; a change straight in the tables applies within it.
 */
export const CODE_APP_CACHE_MS = 30_000;

/** The apps and their fees as read at one moment; every lookup of a request is answered by one. */
export class CodeAppList {
  readonly #byId: Map<string, CodeApp>;
  readonly #fees: Map<string, StoredCodeFee>;

  constructor(
    /** Every app, enabled or not, by sort. */
    readonly apps: readonly CodeApp[],
    fees: readonly StoredCodeFee[],
  ) {
    this.#byId = new Map(apps.map((app) => [app.id, app]));
    this.#fees = new Map(fees.map((fee) => [`${fee.app}:${fee.country}`, fee]));
  }

  /** The app with this id, enabled or not; undefined when unknown. */
  byId(id: string): CodeApp | undefined {
    return this.#byId.get(id);
  }

  /** The name an app is shown by in a language; an unknown id is shown as it is. */
  name(app: CodeApp | string, language: UiLanguage): string {
    const info = typeof app === 'string' ? this.byId(app) : app;
    if (info === undefined) return app as string;
    return language === 'zh-CN' ? info.nameZh : info.nameEn;
  }

  /** The apps users may choose, by sort. */
  offered(): CodeApp[] {
    return this.apps.filter((app) => app.enabled);
  }

  /**
   * The app a user's choice is served as: its redirection's target when that is offered, else
   * itself. Refuses an unknown app, and one that is not offered, with a sentence.
   */
  served(id: string): CodeApp {
    const chosen = this.byId(id);
    if (chosen === undefined)
      throw new AppError(Retcode.INVALID_PARAMETER, `app: unknown app "${id}"`, { say: say('appUnknown') });
    // A redirection to an app that is off (or gone) is not followed, as getAppList does not show it.
    const target = chosen.redirectTo === null ? undefined : this.byId(chosen.redirectTo);
    const app = target?.enabled ? target : chosen;
    if (!chosen.enabled)
      throw new AppError(Retcode.INVALID_PARAMETER, `app: "${id}" is not offered now`, {
        say: say('codeAppOff'),
      });
    return app;
  }

  /** The stored fees of an app in a country (dollars), undefined when none is set. */
  storedFee(appId: string, country: string): StoredCodeFee | undefined {
    return this.#fees.get(`${appId}:${country.toUpperCase()}`);
  }

  /**
   * Fees of an app in a country for a brand (brand only matters for cloudnumber's coin unit);
   * refused with a sentence when the app has no fees there.
   */
  fee(app: CodeApp | string, country: string, brand?: BrandId): CodeFee {
    const id = typeof app === 'string' ? app : app.id;
    const stored = this.storedFee(id, country);
    if (stored === undefined)
      throw new AppError(Retcode.INVALID_PARAMETER, `app: "${id}" has no fees in ${country}`, {
        say: say('countryNoNumbers'),
      });
    const factor = brand ? (brandFactor[brand] ?? 1) : 1;
    return { codeRate: stored.codeRate * factor, subRent: stored.subRent * factor };
  }
}

/**
 * The verification apps and fees of one node, read from code_apps and code_app_fees and kept for
 * CODE_APP_CACHE_MS. A change through the console forgets them here and, through the realtime
 * adapter (Realtime.shareCache), on every other node.
 */
export class CodeAppCatalogue {
  #cached: { list: CodeAppList; readAt: number } | undefined;
  readonly #listeners: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * The apps and fees now. Inside a transaction, pass it: a miss is read through it (SQLite's one
   * connection is held by it).
   */
  async load(ex: Executor = this.db): Promise<CodeAppList> {
    const cached = this.#cached;
    if (cached !== undefined && this.clock() - cached.readAt < CODE_APP_CACHE_MS) return cached.list;
    const readAt = this.clock();
    const [apps, fees] = await Promise.all([allCodeApps(ex), allCodeFees(ex)]);
    const list = new CodeAppList(apps, fees);
    this.#cached = { list, readAt };
    return list;
  }

  /** Drops what was read (another node changed the apps). */
  forget(): void {
    this.#cached = undefined;
  }

  /** Forgets the apps here and on the other nodes after a change committed (the console's edits). */
  announceChange(): void {
    this.forget();
    for (const listener of this.#listeners) listener();
  }

  /** Calls `listener` after every change made here (to tell the other nodes). */
  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }
}

const catalogues = new WeakMap<Db, CodeAppCatalogue>();

/**
 * The catalogue of a database handle: one per node (each node has its own handle), shared by the
 * services, jobs and console calls of that node so one forget reaches them all.
 */
export function codeAppCatalogue(db: Db): CodeAppCatalogue {
  let catalogue = catalogues.get(db);
  if (catalogue === undefined) {
    catalogue = new CodeAppCatalogue(db);
    catalogues.set(db, catalogue);
  }
  return catalogue;
}
