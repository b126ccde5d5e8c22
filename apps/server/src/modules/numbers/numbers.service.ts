import { randomUUID } from 'node:crypto';
import {
  type AreaCodeData,
  fullNumber,
  Retcode,
  type UiLanguage,
  type VirtualPhoneListData,
} from '@switchboard/protocol';
import DataLoader from 'dataloader';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Executor, PhoneNumberRow } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { cheapestMonthlyPlan } from './numbers.catalog.ts';
import { COUNTRY_CALLING_CODES, type InventoryEntry, SEED_INVENTORY } from './numbers.inventory.ts';
import { kindOf } from './numbers.kinds.ts';
import { virtualPhoneListOf } from './numbers.list.ts';
import {
  assignedNumbers,
  brandOfAccount,
  claimNumber,
  freeCandidates,
  insertNumbers,
  inventoryEmpty,
  type NumberFilter,
  numberByFull,
  numberById,
  numbersByFull,
  numbersOf,
  updateMessagingEnabled,
} from './numbers.repo.ts';
import { areaTree } from './numbers.search.ts';
import { PlanCatalogService } from './plan-catalog.ts';
import { insertSubscription } from './subscriptions.repo.ts';

export { textableCallingCodes } from './numbers.list.ts';
export type { NumberFilter } from './numbers.repo.ts';

/** Rate key of a number: its country, or TOLLFREE for a toll-free number. */
export function rateKeyOf(row: PhoneNumberRow): string {
  return row.toll_free === 1 ? 'TOLLFREE' : row.country;
}

const CLAIM_ATTEMPTS = 5;
/** Most service numbers remembered; past it the memory starts again empty (a bound, not an eviction policy). */
const KNOWN_NUMBERS_MAX = 100_000;

/** The inventory of numbers of this service and who owns which. */
export class NumberService {
  /**
   * Full numbers known to be in the inventory. Numbers are added to it and never removed, so a
   * number found there once stays a service number on every node; a miss is always asked again.
   */
  readonly #inInventory = new Set<string>();
  /**
   * Asks for the misses of one tick in one statement: a batch's hand-overs to outside numbers ask
   * together. Nothing is cached here (a number added on another node must be found at once).
   */
  readonly #inventoryLookups = new DataLoader<string, boolean>(
    async (fullNumbers) => {
      const found = await numbersByFull(this.db, [...new Set(fullNumbers)]);
      return fullNumbers.map((full) => found.has(full));
    },
    { cache: false, maxBatchSize: 200 },
  );

  constructor(
    private readonly db: Db,
    /** The node's plan catalogue; tools and tests without one read the table. */
    private readonly plans: PlanCatalogService = new PlanCatalogService(db),
  ) {}

  /** Adds numbers to the inventory (toll-free ones start unable to send); returns how many were new. */
  addToInventory(entries: readonly InventoryEntry[]): Promise<number> {
    const now = Date.now();
    return insertNumbers(
      this.db,
      entries.map((entry) => ({
        id: randomUUID(),
        tel_code: entry.telCode,
        phone: entry.phone,
        full_number: fullNumber(entry.telCode, entry.phone),
        country: entry.country,
        toll_free: entry.tollFree ? 1 : 0,
        messaging_enabled: entry.tollFree ? 0 : 1,
        area_code: entry.areaCode,
        region: entry.region,
        account_id: null,
        assigned_at: null,
        quarantine_until: null,
        created_at: now,
      })),
    );
  }

  /** Seeds the demo inventory when the inventory is empty; safe from several nodes at once. */
  async seedInventory(): Promise<number> {
    if (!(await inventoryEmpty(this.db))) return 0;
    return this.addToInventory(SEED_INVENTORY);
  }

  /**
   * Gives the account a free number matching the filter, with a free active subscription in the same
   * transaction (demo and test numbers: every owned number has a subscription) on its brand's
   * cheapest monthly plan for the number's country as the catalogue has it now (the seed catalogue's
   * for a brand that sells no numbers); NO_NUMBER_AVAILABLE when none is left.
   */
  async assignFree(accountId: string, filter: NumberFilter = {}): Promise<PhoneNumberRow> {
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
      const candidates = await freeCandidates(this.db, filter, CLAIM_ATTEMPTS);
      if (candidates.length === 0) break;
      for (const { id } of candidates) {
        // Another request may take the same number first; the conditional update decides.
        const row = await inTransaction(this.db, async (trx) => {
          const now = Date.now();
          if (!(await claimNumber(trx, id, accountId, now))) return undefined;
          const claimed = await numberById(trx, id);
          if (claimed !== undefined) {
            const { code } = kindOf(claimed);
            const brand = await brandOfAccount(trx, accountId);
            const plan =
              (brand === undefined ? undefined : (await this.plans.catalog(trx)).startingPlan(brand, code)) ??
              cheapestMonthlyPlan(code);
            await insertSubscription(trx, accountId, claimed, plan, now);
          }
          return claimed;
        });
        if (row !== undefined) return row;
      }
    }
    throw new AppError(Retcode.NO_NUMBER_AVAILABLE);
  }

  /** The account's numbers. */
  owned(accountId: string): Promise<PhoneNumberRow[]> {
    return numbersOf(this.db, accountId);
  }

  /** One of the account's numbers by full number, or undefined when it is not theirs. */
  async findOwned(accountId: string, full: string): Promise<PhoneNumberRow | undefined> {
    const row = await numberByFull(this.db, full);
    return row?.account_id === accountId ? row : undefined;
  }

  /** A number of this service that some account owns, by full number. */
  async findAssigned(full: string): Promise<PhoneNumberRow | undefined> {
    const row = await numberByFull(this.db, full);
    return row?.account_id === null ? undefined : row;
  }

  /** True when the full number belongs to the inventory, owned or not. */
  async isServiceNumber(full: string): Promise<boolean> {
    if (this.#inInventory.has(full)) return true;
    if (!(await this.#inventoryLookups.load(full))) return false;
    if (this.#inInventory.size >= KNOWN_NUMBERS_MAX) this.#inInventory.clear();
    this.#inInventory.add(full);
    return true;
  }

  /**
   * Numbers of the inventory among these, read in one statement inside the caller's transaction
   * (who owns each and whether it may send, as of now), by full number.
   */
  amongWithin(ex: Executor, fullNumbers: readonly string[]): Promise<Map<string, PhoneNumberRow>> {
    return numbersByFull(ex, [...new Set(fullNumbers)]);
  }

  /** getVirtualPhoneList: the account's usable numbers with their plans, what each can text, and the call settings. */
  async virtualPhoneList(
    accountId: string,
    brand: string,
    language: UiLanguage,
  ): Promise<VirtualPhoneListData> {
    return virtualPhoneListOf(this.db, await this.plans.catalog(), brand, accountId, language);
  }

  /** Lets a number send messages or stops it, as a registration decision would (tests set numbers up so). */
  async setMessagingEnabled(full: string, enabled: boolean): Promise<void> {
    const row = await numberByFull(this.db, full);
    if (row === undefined) throw new AppError(Retcode.NOT_FOUND, `number ${full}: not in the inventory`);
    await updateMessagingEnabled(this.db, row.id, enabled);
  }

  /** Assigned numbers with their account's brand and email (simulator page, outside production). */
  assignedOverview(): ReturnType<typeof assignedNumbers> {
    return assignedNumbers(this.db);
  }

  /** getAreaCodeV2: the brand's countries, types, provinces and area codes that have free numbers. */
  areaTree(brand: string, language: UiLanguage): Promise<AreaCodeData> {
    return areaTree(this.db, brand, language);
  }
}

/** Calling codes tried, longest first, when a number's own country is not known. */
const KNOWN_CALLING_CODES = [...new Set(Object.values(COUNTRY_CALLING_CODES))].sort(
  (a, b) => b.length - a.length,
);

/**
 * Splits a full number of an outside party into calling code and national number: the preferred
 * codes first (those the own number texts), then the codes this service knows; an unknown code is ''.
 */
export function splitFullNumber(
  full: string,
  preferred: readonly string[] = [],
): { telCode: string; phone: string } {
  for (const code of [...preferred, ...KNOWN_CALLING_CODES]) {
    if (full.startsWith(code) && full.length - code.length >= 4)
      return { telCode: code, phone: full.slice(code.length) };
  }
  return { telCode: '', phone: full };
}
