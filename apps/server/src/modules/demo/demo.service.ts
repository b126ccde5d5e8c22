import { brandIds, Retcode, unitsToMoney } from '@switchboard/protocol';
import { AppError } from '../../errors.ts';
import type { AccountService } from '../accounts/accounts.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';

/** The demo accounts made on every brand of an empty development database. */
export const DEMO_ACCOUNTS = ['alice@demo.test', 'bob@demo.test'] as const;
/** Their shared password. */
export const DEMO_PASSWORD = 'demo1234';
/** Their starting balance: 20 units. */
export const DEMO_BALANCE = unitsToMoney(20);
const SEED_KIND = 'seed';
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
      if (row !== undefined) await ledger.credit(row.id, DEMO_BALANCE, SEED_KIND, SEED_REFERENCE);
    }
  }
  return true;
}
