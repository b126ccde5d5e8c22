import type { Db, Trx } from '../../db/types.ts';
import {
  addToBalance,
  createBalance,
  insertEntry,
  readBalance,
  setBalanceAfter,
  subtractIfCovered,
  sumEntries,
} from './ledger.repo.ts';

/** Work that must commit together with a ledger movement, or not at all. */
export type LedgerEffect = (trx: Trx) => Promise<void>;

/** A debit reused a (kind, reference) already in the ledger; nothing was written. */
export class DuplicateLedgerEntryError extends Error {
  override name = 'DuplicateLedgerEntryError';
}

function assertMovement(amount: number, kind: string, reference: string): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`ledger amount must be a positive integer of ten-thousandths, got ${amount}`);
  }
  if (kind.trim() === '' || reference.trim() === '')
    throw new RangeError('ledger kind and reference are required');
}

/** Money of accounts: an append-only ledger and a balance projection kept in step in one transaction. */
export class LedgerService {
  constructor(private readonly db: Db) {}

  /**
   * Adds money; a second credit with the same (kind, reference) is ignored, so a webhook delivered
   * twice pays once. Resolves true when this call applied it.
   */
  async credit(
    accountId: string,
    amount: number,
    kind: string,
    reference: string,
    effect?: LedgerEffect,
  ): Promise<boolean> {
    assertMovement(amount, kind, reference);
    return this.db.transaction().execute(async (trx) => {
      const now = Date.now();
      const inserted = await insertEntry(trx, { accountId, amount, kind, reference, now });
      if (!inserted) return false;
      const after = await addToBalance(trx, accountId, amount, now);
      await setBalanceAfter(trx, accountId, kind, reference, after);
      if (effect !== undefined) await effect(trx);
      return true;
    });
  }

  /**
   * credit() inside the caller's transaction, so several movements and their effects commit
   * together (a payment and its gift); same idempotency on (account, kind, reference).
   */
  async creditWithin(
    trx: Trx,
    accountId: string,
    amount: number,
    kind: string,
    reference: string,
  ): Promise<boolean> {
    assertMovement(amount, kind, reference);
    const now = Date.now();
    const inserted = await insertEntry(trx, { accountId, amount, kind, reference, now });
    if (inserted) {
      const after = await addToBalance(trx, accountId, amount, now);
      await setBalanceAfter(trx, accountId, kind, reference, after);
    }
    return inserted;
  }

  /**
   * Takes money only if the balance covers it, with `effect` in the same transaction. Resolves false
   * (nothing written, effect not run) when funds are short; throws DuplicateLedgerEntryError on a
   * reused reference; an effect that throws rolls the debit back.
   */
  async debit(
    accountId: string,
    amount: number,
    kind: string,
    reference: string,
    effect?: LedgerEffect,
  ): Promise<boolean> {
    assertMovement(amount, kind, reference);
    return this.db.transaction().execute(async (trx) => {
      const now = Date.now();
      const after = await subtractIfCovered(trx, accountId, amount, now);
      if (after === undefined) return false;
      const inserted = await insertEntry(trx, {
        accountId,
        amount: -amount,
        kind,
        reference,
        now,
        balanceAfter: after,
      });
      if (!inserted) throw new DuplicateLedgerEntryError(`debit ${kind}/${reference} already recorded`);
      if (effect !== undefined) await effect(trx);
      return true;
    });
  }

  /** Opens the zero balance of a new account inside the caller's transaction. */
  async open(trx: Trx, accountId: string): Promise<void> {
    await createBalance(trx, accountId, Date.now());
  }

  /** The current balance in ten-thousandths. */
  balance(accountId: string): Promise<number> {
    return readBalance(this.db, accountId);
  }

  /** SUM of the account's ledger; equals balance() unless something bypassed this service. */
  ledgerTotal(accountId: string): Promise<number> {
    return sumEntries(this.db, accountId);
  }
}
