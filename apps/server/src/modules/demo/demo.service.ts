import { type BrandId, brandIds, Retcode, unitsToMoney } from '@switchboard/protocol';
import { AppError } from '../../errors.ts';
import type { AccountService } from '../accounts/accounts.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { NumberFilter, NumberService } from '../numbers/numbers.service.ts';

/**
 * The demo accounts made on every brand of an empty development database: alice and bob can text
 * each other at once; carol has a number but no credit, to show the top-up path.
 */
export const DEMO_ACCOUNTS = ['alice@demo.test', 'bob@demo.test', 'carol@demo.test'] as const;
/** Demo accounts that start without credit. */
const UNFUNDED_DEMO_ACCOUNTS: ReadonlySet<string> = new Set(['carol@demo.test']);
/** Their shared password. */
export const DEMO_PASSWORD = 'demo1234';
/** The funded demo accounts' starting balance: 20 units. */
export const DEMO_BALANCE = unitsToMoney(20);
/**
 * cloudnumber's funded demo accounts start with 100 cloud coins (one of its recharge tiles): its
 * cloud numbers renew at 49 coins a month, which 20 would not cover even once.
 */
const CLOUD_DEMO_BALANCE = unitsToMoney(100);
const SEED_KIND = 'seed';

/** The balance a demo account of a brand starts with, in that brand's unit. */
export function demoStartingBalance(brand: BrandId, email: string): number {
  if (UNFUNDED_DEMO_ACCOUNTS.has(email)) return 0;
  return brand === 'cloudnumber' ? CLOUD_DEMO_BALANCE : DEMO_BALANCE;
}

/**
 * Where a brand's demo numbers come from: cloudnumber rents only Chinese cloud numbers (on its
 * cloud plans, in cloud coins), every other brand US local numbers (on a US plan).
 */
export function demoNumberFilter(brand: BrandId): NumberFilter {
  return brand === 'cloudnumber' ? { country: 'CN' } : { country: 'US', tollFree: false };
}
const SEED_REFERENCE = 'demo';

/**
 * Seeds the demo accounts when no account exists yet. Safe to run on every start and from several
 * nodes at once: an existing account is skipped and the seed credit is keyed by a fixed reference.
 */
export async function seedDemoAccounts(accounts: AccountService, ledger: LedgerService): Promise<boolean> {
  if (!(await accounts.isEmpty())) return false;
  for (const brand of brandIds) {
    for (const email of DEMO_ACCOUNTS) {
      try {
        await accounts.register(brand, email, DEMO_PASSWORD);
      } catch (error) {
        if (!(error instanceof AppError && error.retcode === Retcode.ACCOUNT_EXISTS)) throw error;
      }
      const row = await accounts.findByLogin(brand, { account: email });
      const balance = demoStartingBalance(brand, email);
      if (row !== undefined && balance > 0) await ledger.credit(row.id, balance, SEED_KIND, SEED_REFERENCE);
    }
  }
  return true;
}

/**
 * Gives every demo account without a number a distinct number of its brand (demoNumberFilter), with
 * a subscription on that country's cheapest monthly plan, so they can text each other right after
 * start. Runs on every start (an older demo database gets numbers too); an account that has a
 * number keeps it. Returns how many numbers were assigned.
 */
export async function assignDemoNumbers(accounts: AccountService, numbers: NumberService): Promise<number> {
  let assigned = 0;
  for (const brand of brandIds) {
    for (const email of DEMO_ACCOUNTS) {
      const row = await accounts.findByLogin(brand, { account: email });
      if (row === undefined || (await numbers.owned(row.id)).length > 0) continue;
      await numbers.assignFree(row.id, demoNumberFilter(brand));
      assigned += 1;
    }
  }
  return assigned;
}

/** One line per brand naming the demo accounts' numbers, for the start-up banner. */
export async function describeDemoNumbers(
  accounts: AccountService,
  numbers: NumberService,
): Promise<string[]> {
  const lines: string[] = [];
  for (const brand of brandIds) {
    const parts: string[] = [];
    for (const email of DEMO_ACCOUNTS) {
      const row = await accounts.findByLogin(brand, { account: email });
      if (row === undefined) continue;
      const owned = (await numbers.owned(row.id)).map((number) => `+${number.full_number}`);
      parts.push(`${email.split('@')[0]} ${owned.join(', ') || '(no number)'}`);
    }
    if (parts.length > 0) lines.push(`  ${brand.padEnd(12)} ${parts.join('   ')}`);
  }
  return lines;
}
