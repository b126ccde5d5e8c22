import {
  isBrandId,
  type PaymentOrderStatus,
  type PaymentRefundDestination,
  Retcode,
} from '@switchboard/protocol';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import type { Db, Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import type { AuditService } from '../audit/index.ts';
import { LedgerKind, refundReference } from '../history/ledger-kinds.ts';
import { readBalance } from '../ledger/ledger.repo.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { accountStatus, findOrderWithAccount, markRefundedToBalance } from './console-payments.repo.ts';
import { orderGone, REFUNDABLE_STATUSES } from './console-payments.service.ts';
import { ProviderRefundService } from './provider-refund.service.ts';
import { PAYMENT_REFUND_ACTION } from './refund-action.ts';
import { accountDeleted } from './refund-errors.ts';

/** An operator's refund of one order, to its account's balance or to the payer through the provider. */
export interface PaymentRefund {
  operatorId: string;
  orderId: string;
  reason: string;
  destination: PaymentRefundDestination;
}

/** What refunds need. */
export interface PaymentRefundDeps {
  db: Db;
  ledger: LedgerService;
  audit: Pick<AuditService, 'record'>;
  /** The providers orders were paid through; those with a refund capability give money back. */
  providers: readonly PaymentProvider[];
}

const notRefundable = (orderId: string, status: string) =>
  new AppError(Retcode.INVALID_PARAMETER, `orderId: order ${orderId} is ${status}, not refundable`, {
    say: say('consolePaymentNotRefundable'),
  });

/** The order was refunded meanwhile, to the balance by a call at the same moment or to the payer. */
class AlreadyRefunded extends Error {
  override name = 'AlreadyRefunded';
}

/**
 * An operator's refunds. To the payer: through ProviderRefundService, which takes back from the
 * balance what a paid order credited. To the balance: a credit of the order's amount (its gift
 * excluded) of kind operator_refund, which the user's bill history shows as Adjust, the order marked
 * refunded to the balance and the audit entry, in one transaction. The order id is the entry's
 * reference, so an order is refunded once, ever: a repeat, or a second call at the same moment,
 * answers the balance and moves nothing. Each refund marks the order from a status the other needs,
 * so an order is never refunded both ways.
 */
export class PaymentRefundService {
  private readonly toProvider: ProviderRefundService;

  constructor(private readonly deps: PaymentRefundDeps) {
    this.toProvider = new ProviderRefundService(deps);
  }

  async refund(input: PaymentRefund): Promise<{ status: PaymentOrderStatus; balance: number }> {
    const { ledger } = this.deps;
    const order = await findOrderWithAccount(this.deps.db, input.orderId);
    if (order === undefined || !isBrandId(order.brand)) throw orderGone(input.orderId);
    const answer = async () => ({
      status: 'refunded' as const,
      balance: await ledger.balance(order.account_id),
    });
    if (input.destination === 'provider') {
      await this.toProvider.refund(input, order);
      return answer();
    }
    // Refunded to the balance already: a repeat answers the same and moves nothing.
    if (order.status === 'refunded' && order.refund_destination === 'balance') return answer();
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
      // Only a balance refund at the same moment answers as this one would; a refund to the payer refuses it.
      const now = await findOrderWithAccount(this.deps.db, order.id);
      if (now?.refund_destination !== 'balance') throw notRefundable(order.id, now?.status ?? order.status);
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
    if (!(await markRefundedToBalance(trx, input.orderId, REFUNDABLE_STATUSES))) throw new AlreadyRefunded();
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
