import { isBrandId, Retcode } from '@switchboard/protocol';
import type { Db, Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { money, say } from '../../text/sentence.ts';
import type { AuditService } from '../audit/index.ts';
import { adjustmentReference, LedgerKind } from '../history/ledger-kinds.ts';
import { readBalance } from '../ledger/ledger.repo.ts';
import { DuplicateLedgerEntryError, type LedgerService } from '../ledger/ledger.service.ts';
import { BALANCE_ADJUST_ACTION } from './audit-actions.ts';
import { accountWithBalance } from './console-users.repo.ts';
import { userGone } from './console-users.service.ts';
import { hasLedgerEntry, statusOf } from './user-actions.repo.ts';

/** An operator's adjustment of one account's balance. */
export interface BalanceAdjustment {
  operatorId: string;
  accountId: string;
  /** Signed ten-thousandths of the brand's unit, never zero. */
  amount: number;
  reason: string;
  /** Chosen by the console once per adjustment: a repeat of it moves nothing more. */
  requestId: string;
}

/** What the adjustments need. */
export interface BalanceAdjustDeps {
  db: Db;
  ledger: LedgerService;
  audit: Pick<AuditService, 'record'>;
}

const deleted = (accountId: string) =>
  new AppError(Retcode.NOT_FOUND, `accountId: account ${accountId} is deleted`, {
    say: say('consoleUserDeleted'),
  });

/**
 * Balance adjustments by an operator: one ledger entry of kind operator_adjust (the user's bill
 * history shows it as Adjust) with its audit entry in the same transaction. A credit adds; a debit
 * is the ledger's conditional update, so it never takes the balance below zero, and one larger
 * than the balance writes nothing. The request id is the entry's reference: a repeat answers the
 * balance and moves nothing.
 */
export class BalanceAdjustService {
  constructor(private readonly deps: BalanceAdjustDeps) {}

  /** Applies the adjustment once; answers the balance after it. */
  async adjust(input: BalanceAdjustment): Promise<{ balance: number }> {
    const { ledger } = this.deps;
    const { accountId, amount } = input;
    const account = await accountWithBalance(this.deps.db, accountId);
    if (account === undefined || !isBrandId(account.brand)) throw userGone(accountId);
    if (account.status === 'deleted') throw deleted(accountId);
    const kind = LedgerKind.operatorAdjust;
    const reference = adjustmentReference(input.requestId);
    if (await hasLedgerEntry(this.deps.db, accountId, kind, reference))
      return { balance: await ledger.balance(accountId) };

    const record = (trx: Trx) => this.record(trx, input);
    try {
      if (amount > 0) {
        await ledger.credit(accountId, amount, kind, reference, record);
      } else if (!(await ledger.debit(accountId, -amount, kind, reference, record))) {
        const balance = await ledger.balance(accountId);
        throw new AppError(
          Retcode.INSUFFICIENT_BALANCE,
          `amount: a debit of ${-amount} is more than the balance ${balance}`,
          { say: say('consoleDebitTooLarge', { amount: money(balance, account.brand) }) },
        );
      }
    } catch (error) {
      // The same request, sent twice at once, was written by the other one.
      if (!(error instanceof DuplicateLedgerEntryError)) throw error;
    }
    return { balance: await ledger.balance(accountId) };
  }

  /**
   * The audit entry, written after the movement under the balance row's lock: a deletion that
   * committed meanwhile (it takes that lock first) is seen here, and the movement rolls back.
   */
  private async record(trx: Trx, input: BalanceAdjustment): Promise<void> {
    const status = await statusOf(trx, input.accountId);
    if (status === undefined) throw userGone(input.accountId);
    if (status === 'deleted') throw deleted(input.accountId);
    const after = await readBalance(trx, input.accountId);
    await this.deps.audit.record(trx, {
      operatorId: input.operatorId,
      action: BALANCE_ADJUST_ACTION,
      targetType: 'account',
      targetId: input.accountId,
      before: { balance: after - input.amount },
      after: { balance: after, amount: input.amount, requestId: input.requestId },
      reason: input.reason,
    });
  }
}
