import { type PaymentOrderStatus, Retcode } from '@switchboard/protocol';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import type { AuditService } from '../audit/index.ts';
import { LedgerKind, payerRefundReference, payerRefundReversalReference } from '../history/ledger-kinds.ts';
import { readBalance } from '../ledger/ledger.repo.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import {
  accountStatus,
  findOrderWithAccount,
  ledgerEntry,
  type OrderWithAccount,
} from './console-payments.repo.ts';
import {
  claimForProvider,
  creditedByOrder,
  recordProviderRefund,
  releaseProviderClaim,
} from './provider-refund.repo.ts';
import { PAYMENT_REFUND_ACTION } from './refund-action.ts';
import { accountDeleted } from './refund-errors.ts';

/**
 * The statuses whose money a provider may give back: a paid order, and a failed one the provider
 * took the money for after all (an amount that disagreed with the order).
 */
const PROVIDER_REFUNDABLE_STATUSES: readonly PaymentOrderStatus[] = ['paid', 'failed'];

/** A provider that can give money back. */
type RefundingProvider = PaymentProvider & Required<Pick<PaymentProvider, 'refund'>>;

/** The provider that took an order's money, when it can give it back; undefined otherwise. */
function refundingProviderOf(
  providers: readonly PaymentProvider[],
  order: Pick<OrderWithAccount, 'provider' | 'provider_ref'>,
): RefundingProvider | undefined {
  if (order.provider_ref === null) return undefined;
  const provider = providers.find((candidate) => candidate.name === order.provider);
  return provider?.refund === undefined ? undefined : (provider as RefundingProvider);
}

/** A claim for the payer that the provider has not confirmed yet: asking again completes it. */
function unconfirmedClaim(order: OrderWithAccount): boolean {
  return order.status === 'refunded' && order.refund_destination === 'provider' && order.refund_ref === null;
}

/** Whether an order can be refunded to its payer now, or its unconfirmed refund asked again. */
export function providerRefundable(providers: readonly PaymentProvider[], order: OrderWithAccount): boolean {
  if (refundingProviderOf(providers, order) === undefined) return false;
  if (unconfirmedClaim(order)) return true;
  return (
    PROVIDER_REFUNDABLE_STATUSES.includes(order.status) &&
    order.account_status !== null &&
    order.account_status !== 'deleted'
  );
}

/** What a provider refund needs. */
interface ProviderRefundDeps {
  db: Db;
  ledger: LedgerService;
  audit: Pick<AuditService, 'record'>;
  providers: readonly PaymentProvider[];
}

/** The operator's call: who asks and why. */
interface RefundCall {
  operatorId: string;
  reason: string;
}

const notRefundable = (order: Pick<OrderWithAccount, 'id' | 'status'>) =>
  new AppError(Retcode.INVALID_PARAMETER, `orderId: order ${order.id} is ${order.status}`, {
    say: say('consoleRefundProviderNotRefundable'),
  });

/**
 * Gives an order's money back to the payer through its provider, in three steps so no crash or
 * race pays twice. First, in one transaction: the order is claimed (refunded, destination provider,
 * one more attempt) from the status it was read in, and for a paid order what it credited (top-up
 * and gift) is taken back from the balance, only if the balance still covers it; the audit entry
 * too. A balance refund of the same order then finds it refunded and refuses. Then the provider is
 * asked, under the claim's idempotency key (order id and attempt). If it refuses, the claim is given back (order,
 * balance) and audited; if it does not answer, the claim stays, since the provider may have
 * refunded: asking again asks the provider again with the same key and never takes the top-up twice.
 */
export class ProviderRefundService {
  constructor(private readonly deps: ProviderRefundDeps) {}

  /** Refunds one order; resolves once the provider accepted (this call's refund or an earlier one). */
  async refund(input: RefundCall, order: OrderWithAccount, claimsLeft = 2): Promise<void> {
    const provider = refundingProviderOf(this.deps.providers, order);
    if (provider === undefined || order.provider_ref === null) {
      throw new AppError(
        Retcode.INVALID_PARAMETER,
        `orderId: ${order.provider} orders are not refunded to the payer`,
        { say: say('consoleRefundProviderUnsupported') },
      );
    }
    // Claimed already: the provider may not have answered that claim, or never been asked.
    if (order.status === 'refunded' && order.refund_destination === 'provider') {
      if (order.refund_ref !== null) return;
      return this.ask(input, provider, order, order.provider_ref, order.refund_attempts);
    }
    if (!PROVIDER_REFUNDABLE_STATUSES.includes(order.status) || claimsLeft === 0) throw notRefundable(order);
    if (order.account_status === null || order.account_status === 'deleted') throw accountDeleted(order.id);
    const attempt = await this.claim(input, order);
    if (attempt !== undefined) return this.ask(input, provider, order, order.provider_ref, attempt);
    // Another call moved the order since it was read: read it again and go by what it is now.
    const now = await findOrderWithAccount(this.deps.db, order.id);
    if (now === undefined) throw notRefundable(order);
    return this.refund(input, now, claimsLeft - 1);
  }

  /**
   * Step 1: claims the order and takes back what a paid order credited, with the audit entry, in one
   * transaction under the balance row's lock (taken first, as every movement of the ledger does).
   * Resolves the claim's attempt, or undefined when the order was no longer in the status read.
   */
  private claim(input: RefundCall, order: OrderWithAccount): Promise<number | undefined> {
    const { ledger } = this.deps;
    const accountId = order.account_id;
    return ledger.transaction(async (trx) => {
      const balance = (await ledger.lockBalances(trx, [accountId])).get(accountId) ?? 0;
      const account = await accountStatus(trx, accountId);
      if (account === undefined || account === 'deleted') throw accountDeleted(order.id);
      const attempt = await claimForProvider(trx, order.id, order.status);
      if (attempt === undefined) return undefined;
      const taken = order.status === 'paid' ? await creditedByOrder(trx, accountId, order.id) : 0;
      if (taken > balance) {
        // Thrown, so the claim rolls back with it: the order stays paid.
        throw new AppError(
          Retcode.INSUFFICIENT_BALANCE,
          `orderId: balance ${balance} does not cover the ${taken} order ${order.id} credited`,
          { say: say('consoleRefundProviderSpent') },
        );
      }
      if (taken > 0) {
        const reference = payerRefundReference(order.id, attempt);
        await ledger.debitAllWithin(trx, [
          { accountId, amount: taken, kind: LedgerKind.operatorRefund, reference },
        ]);
      }
      await this.deps.audit.record(trx, {
        operatorId: input.operatorId,
        action: PAYMENT_REFUND_ACTION,
        targetType: 'account',
        targetId: accountId,
        before: { balance, orderId: order.id, orderStatus: order.status },
        after: {
          balance: balance - taken,
          amount: Number(order.amount),
          orderId: order.id,
          orderStatus: 'refunded',
        },
        reason: input.reason,
      });
      return attempt;
    });
  }

  /** Steps 2 and 3: asks the provider for the refund of a claim and settles the claim by its answer. */
  private async ask(
    input: RefundCall,
    provider: RefundingProvider,
    order: OrderWithAccount,
    providerRef: string,
    attempt: number,
  ): Promise<void> {
    const outcome = await provider.refund({
      orderId: order.id,
      idempotencyKey: `${order.id}:${attempt}`,
      providerRef,
      amount: Number(order.amount),
      currency: order.currency,
    });
    if (outcome.accepted) {
      await recordProviderRefund(this.deps.db, order.id, attempt, outcome.refundId);
      return;
    }
    // A definite refusal: no refund was made under this key, so the claim is given back.
    if (outcome.reason === 'refused') await this.release(input, order, attempt);
    const sentence =
      outcome.reason === 'unreachable'
        ? say('consoleRefundProviderUnreachable')
        : say('consoleRefundProviderRefused');
    // The operator reads the sentence; the provider's own words stay in the error's detail and the log.
    throw new AppError(
      Retcode.PAYMENT_FAILED,
      `${provider.name} refund ${outcome.reason}: ${outcome.detail}`,
      {
        say: sentence,
      },
    );
  }

  /**
   * Gives back the claim of `attempt` the provider refused: the order returns to the status it was
   * claimed from (a paid order has its paid time) and what the claim took is credited back, with an
   * audit entry, in one transaction. Nothing, when a later claim or a recorded refund holds the order.
   */
  private release(input: RefundCall, order: OrderWithAccount, attempt: number): Promise<void> {
    const { ledger } = this.deps;
    const accountId = order.account_id;
    const status: PaymentOrderStatus = order.paid_at === null ? 'failed' : 'paid';
    return ledger.transaction(async (trx) => {
      await ledger.lockBalances(trx, [accountId]);
      if (!(await releaseProviderClaim(trx, order.id, attempt, status))) return;
      const taken = await ledgerEntry(
        trx,
        accountId,
        LedgerKind.operatorRefund,
        payerRefundReference(order.id, attempt),
      );
      const back = taken === undefined ? 0 : -Number(taken.amount);
      if (back > 0) {
        const reference = payerRefundReversalReference(order.id, attempt);
        await ledger.creditWithin(trx, accountId, back, LedgerKind.operatorRefund, reference);
      }
      const balance = await readBalance(trx, accountId);
      await this.deps.audit.record(trx, {
        operatorId: input.operatorId,
        action: PAYMENT_REFUND_ACTION,
        targetType: 'account',
        targetId: accountId,
        before: { balance: balance - back, orderId: order.id, orderStatus: 'refunded' },
        after: { balance, orderId: order.id, orderStatus: status },
        reason: input.reason,
      });
    });
  }
}
