import {
  type BrandId,
  type BrandSettings,
  brandConfig,
  brandSettingsProblems,
  brandSettingsSchema,
  isBrandId,
} from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.ts';
import { serveBrandSettings } from '../../lib/brands.ts';
import { allBrandSettings, type StoredBrandSettings } from './brand-settings.repo.ts';

/**
 * How often each node reads the saved settings again on its own. A save through the console is
 * served at once on every node (announceChange); an edit straight in the table within this time.
 */
export const BRAND_SETTINGS_REFRESH_MS = 30_000;

/**
 * Settings as stored, if they can be served: the shape of the contract and the brand's rules. A row
 * that cannot (edited by hand into something wrong) leaves the brand on its code values.
 */
export function readStoredSettings(stored: StoredBrandSettings): BrandSettings | undefined {
  if (!isBrandId(stored.brand)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(stored.settings);
  } catch {
    return undefined;
  }
  const parsed = brandSettingsSchema.safeParse(json);
  if (!parsed.success) return undefined;
  return brandSettingsProblems(parsed.data, brandConfig(stored.brand).tabs).length === 0
    ? parsed.data
    : undefined;
}

/** Keeps this process serving the brands' saved settings (lib/brands.ts) in step with the table. */
export class BrandSettingsService {
  readonly #listeners: (() => void)[] = [];
  #log: Pick<FastifyBaseLogger, 'warn'> | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly db: Db) {}

  /** Reads every brand's saved settings and serves them; a row that cannot be served is logged and skipped. */
  async load(): Promise<void> {
    const saved = new Map<BrandId, BrandSettings>();
    for (const stored of await allBrandSettings(this.db)) {
      const settings = readStoredSettings(stored);
      if (settings === undefined)
        this.#log?.warn({ brand: stored.brand }, 'saved brand settings cannot be used');
      else if (isBrandId(stored.brand)) saved.set(stored.brand, settings);
    }
    serveBrandSettings(saved);
  }

  /** Reads them again every BRAND_SETTINGS_REFRESH_MS until stop(); a failed read keeps what is served. */
  watch(log: Pick<FastifyBaseLogger, 'warn'>): void {
    this.#log = log;
    this.#timer = setInterval(() => this.forget(), BRAND_SETTINGS_REFRESH_MS);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** Reads them again (another node changed them, or the half minute passed). */
  forget(): void {
    this.load().catch((error: unknown) =>
      this.#log?.warn({ err: error }, 'brand settings could not be read again; the ones served stay'),
    );
  }

  /** Serves a committed change here at once and tells the other nodes to read it. */
  async announceChange(): Promise<void> {
    await this.load();
    for (const listener of this.#listeners) listener();
  }

  /** Calls `listener` after every change made here (to tell the other nodes). */
  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }
}
