import { type LedgerEntryKind, SocketEvent } from '@switchboard/protocol';
import type { Db, Trx } from '../../db/types.ts';
import type { AccountEvents, HeldEvents } from '../../realtime/account-events.ts';
import {
  addToBalance,
  type BatchEntry,
  createBalance,
  insertEntries,
  insertEntry,
  lockBalanceRow,
  lockBalanceRows,
  readBalance,
  setBalanceAfter,
  subtractEachIfCovered,
  subtractIfCovered,
  sumEntries,
} from './ledger.repo.ts';

/** One debit of a batch (see debitAllWithin). */
export interface BatchDebit {
  accountId: string;
  amount: number;
  kind: LedgerEntryKind;
  reference: string;
}

/**
 * Work that must commit together with a ledger movement, or not at all; the events it holds go
 * out with the balance once the transaction commits.
 */
export type LedgerEffect = (trx: Trx, events: HeldEvents) => Promise<void>;

/** A debit reused a (kind, reference) already in the ledger; nothing was written. */
export class DuplicateLedgerEntryError extends Error {
  override name = 'DuplicateLedgerEntryError';
}

function assertMovement(amount: number, kind: LedgerEntryKind, reference: string): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`ledger amount must be a positive integer of ten-thousandths, got ${amount}`);
  }
  if (kind.trim() === '' || reference.trim() === '')
    throw new RangeError('ledger kind and reference are required');
}

/**
 * Money of accounts: an append-only ledger and a balance projection kept in step in one transaction.
 * Every movement happens inside a transaction opened here, and every account it moved is sent
 * balanceChanged once that transaction commits (with the balance read then), never before and
 * never after a rollback: no caller can move money and forget to tell the account.
 */
export class LedgerService {
  /** The held events of each transaction opened here, so a movement inside it announces its balance. */
  readonly #open = new WeakMap<Trx, HeldEvents>();

  constructor(
    private readonly db: Db,
    private readonly events: AccountEvents,
  ) {}

  /**
   * A transaction for work that moves money or tells accounts what it changed: movements made in
   * it with creditWithin (and effects of credit and debit) announce their balances after commit,
   * with the other events `work` holds, in the order they were held.
   */
  transaction<T>(
    work: (trx: Trx, events: HeldEvents) => Promise<T>,
    committed?: (result: T) => void,
  ): Promise<T> {
    return this.events.transaction(
      this.db,
      (trx, held) => {
        this.#open.set(trx, held);
        return work(trx, held);
      },
      committed,
    );
  }

  /** Holds the account's balanceChanged for after the commit of the transaction that moved it. */
  private moved(trx: Trx, accountId: string, what: string): void {
    const held = this.#open.get(trx);
    if (held === undefined) {
      this.events.unannounced(accountId, what);
      return;
    }
    held.emitReadAfterCommit(`balance:${accountId}`, accountId, SocketEvent.balanceChanged, async () => ({
      balance: await readBalance(this.db, accountId),
    }));
  }

  /**
   * Adds money; a second credit with the same (kind, reference) is ignored, so a webhook delivered
   * twice pays once. Resolves true when this call applied it.
   */
  async credit(
    accountId: string,
    amount: number,
    kind: LedgerEntryKind,
    reference: string,
    effect?: LedgerEffect,
  ): Promise<boolean> {
    assertMovement(amount, kind, reference);
    return this.transaction(async (trx, events) => {
      if (!(await this.creditWithin(trx, accountId, amount, kind, reference))) return false;
      if (effect !== undefined) await effect(trx, events);
      return true;
    });
  }

  /**
   * credit() inside a transaction opened by transaction(), so several movements and their effects
   * commit together (a payment and its gift); same idempotency on (account, kind, reference).
   */
  async creditWithin(
    trx: Trx,
    accountId: string,
    amount: number,
    kind: LedgerEntryKind,
    reference: string,
  ): Promise<boolean> {
    assertMovement(amount, kind, reference);
    // The balance row first: the entry's time and id are then taken in the ledger's own order.
    await lockBalanceRow(trx, accountId);
    const now = Date.now();
    const inserted = await insertEntry(trx, { accountId, amount, kind, reference, now });
    if (inserted) {
      const after = await addToBalance(trx, accountId, amount, now);
      await setBalanceAfter(trx, accountId, kind, reference, after);
      this.moved(trx, accountId, `${kind}/${reference}`);
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
    kind: LedgerEntryKind,
    reference: string,
    effect?: LedgerEffect,
  ): Promise<boolean> {
    assertMovement(amount, kind, reference);
    return this.transaction(async (trx, events) => {
      const after = await subtractIfCovered(trx, accountId, amount, Date.now());
      if (after === undefined) return false;
      // Read once the row is locked: a debit that waited for it is dated after the one it waited for.
      const now = Date.now();
      const inserted = await insertEntry(trx, {
        accountId,
        amount: -amount,
        kind,
        reference,
        now,
        balanceAfter: after,
      });
      if (!inserted) throw new DuplicateLedgerEntryError(`debit ${kind}/${reference} already recorded`);
      this.moved(trx, accountId, `${kind}/${reference}`);
      if (effect !== undefined) await effect(trx, events);
      return true;
    });
  }

  /**
   * Locks the balance rows of these accounts until the transaction ends, in one statement, and
   * reads them: what a batch of debits (debitAllWithin) is checked against. An account without a
   * balance row is absent.
   */
  lockBalances(trx: Trx, accountIds: readonly string[]): Promise<Map<string, number>> {
    return lockBalanceRows(trx, accountIds);
  }

  /**
   * Several debits inside a transaction opened by transaction(), after lockBalances: each account's
   * total taken by one conditional update (all accounts in one statement), and one ledger entry per
   * debit, in the order given, with the balance right after it. Throws, and so rolls the transaction
   * back, when a balance no longer covers its total or a (kind, reference) is already in the ledger
   * (DuplicateLedgerEntryError); a caller that checked both against the locked balances and its
   * own rows only meets either in a race, and can retry its debits one by one.
   */
  async debitAllWithin(trx: Trx, debits: readonly BatchDebit[]): Promise<void> {
    if (debits.length === 0) return;
    const totals = new Map<string, number>();
    for (const { accountId, amount, kind, reference } of debits) {
      assertMovement(amount, kind, reference);
      totals.set(accountId, (totals.get(accountId) ?? 0) + amount);
    }
    const after = await subtractEachIfCovered(trx, totals, Date.now());
    const short = [...totals.keys()].filter((accountId) => !after.has(accountId));
    if (short.length > 0) throw new Error(`batch debit: balance no longer covers ${short.join(', ')}`);
    // Read once the rows are locked, as in debit(); each entry's balance counts down to the new one.
    const now = Date.now();
    const running = new Map(
      [...after].map(([accountId, balance]) => [accountId, balance + totals.get(accountId)!]),
    );
    const entries: BatchEntry[] = debits.map(({ accountId, amount, kind, reference }) => {
      const balanceAfter = running.get(accountId)! - amount;
      running.set(accountId, balanceAfter);
      return { accountId, amount: -amount, kind, reference, balanceAfter };
    });
    const written = await insertEntries(trx, entries, now);
    if (written !== entries.length)
      throw new DuplicateLedgerEntryError(
        `batch debit: ${entries.length - written} reference(s) already recorded`,
      );
    for (const accountId of totals.keys()) this.moved(trx, accountId, `batch of ${debits.length}`);
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
