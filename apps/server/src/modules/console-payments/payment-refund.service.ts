import { type AuditAction, isBrandId, type PaymentOrderStatus, Retcode } from '@switchboard/protocol';
import type { Db, Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import type { AuditService } from '../audit/index.ts';
import { LedgerKind, refundReference } from '../history/ledger-kinds.ts';
import { readBalance } from '../ledger/ledger.repo.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { accountStatus, findOrderWithAccount, markRefunded } from './console-payments.repo.ts';
import { orderGone, REFUNDABLE_STATUSES } from './console-payments.service.ts';

/** The audit log's name of a refund. */
export const PAYMENT_REFUND_ACTION = 'payment.refund' satisfies AuditAction;

/** An operator's refund of one order to its account's balance. */
export interface PaymentRefund {
  operatorId: string;
  orderId: string;
  reason: string;
}

/** What refunds need. */
export interface PaymentRefundDeps {
  db: Db;
  ledger: LedgerService;
  audit: Pick<AuditService, 'record'>;
}

const notRefundable = (orderId: string, status: string) =>
  new AppError(Retcode.INVALID_PARAMETER, `orderId: order ${orderId} is ${status}, not refundable`, {
    say: say('consolePaymentNotRefundable'),
  });

const accountDeleted = (orderId: string) =>
  new AppError(Retcode.NOT_FOUND, `orderId: the account of order ${orderId} is deleted`, {
    say: say('consoleUserDeleted'),
  });

/** The order was refunded meanwhile by a call that took a ledger reference of its own: nothing to do. */
class AlreadyRefunded extends Error {
  override name = 'AlreadyRefunded';
}

/**
 * Refunds to the balance: a credit of the order's amount (its gift excluded) of kind operator_refund,
 * which the user's bill history shows as Adjust, the order marked refunded and the audit entry, in
 * one transaction. The order id is the entry's reference, so an order is refunded once, ever: a
 * repeat, or a second call at the same moment, answers the balance and moves nothing.
 */
export class PaymentRefundService {
  constructor(private readonly deps: PaymentRefundDeps) {}

  async refund(input: PaymentRefund): Promise<{ status: PaymentOrderStatus; balance: number }> {
    const { ledger } = this.deps;
    const order = await findOrderWithAccount(this.deps.db, input.orderId);
    if (order === undefined || !isBrandId(order.brand)) throw orderGone(input.orderId);
    const answer = async () => ({
      status: 'refunded' as const,
      balance: await ledger.balance(order.account_id),
    });
    if (order.status === 'refunded') return answer();
    if (!REFUNDABLE_STATUSES.includes(order.status)) throw notRefundable(order.id, order.status);
    if (order.account_status === null || order.account_status === 'deleted') throw accountDeleted(order.id);

    try {
      await ledger.credit(
        order.account_id,
        Number(order.amount),
        LedgerKind.operatorRefund,
        refundReference(order.id),
        (trx) => this.settle(trx, input, order.account_id, order.status, Number(order.amount)),
      );
    } catch (error) {
      if (!(error instanceof AlreadyRefunded)) throw error;
    }
    return answer();
  }

  /**
   * The order marked refunded and the audit entry, after the credit under the balance row's lock:
   * a deletion that committed meanwhile (it takes that lock first) is seen here and rolls it back.
   */
  private async settle(
    trx: Trx,
    input: PaymentRefund,
    accountId: string,
    status: PaymentOrderStatus,
    amount: number,
  ): Promise<void> {
    const account = await accountStatus(trx, accountId);
    if (account === undefined || account === 'deleted') throw accountDeleted(input.orderId);
    if (!(await markRefunded(trx, input.orderId, REFUNDABLE_STATUSES))) throw new AlreadyRefunded();
    const after = await readBalance(trx, accountId);
    await this.deps.audit.record(trx, {
      operatorId: input.operatorId,
      action: PAYMENT_REFUND_ACTION,
      targetType: 'account',
      targetId: accountId,
      before: { balance: after - amount, orderId: input.orderId, orderStatus: status },
      after: { balance: after, amount, orderId: input.orderId, orderStatus: 'refunded' },
      reason: input.reason,
    });
  }
}
