import { SocketEvent } from '@switchboard/protocol';
import type { BtcpayDelivery, BtcpayProvider } from '../../adapters/payments/btcpay.ts';
import type { BtcpayInvoice } from '../../adapters/payments/btcpay-client.ts';
import { tenThousandthsOf } from '../../adapters/payments/btcpay-money.ts';
import type { Db, PaymentOrderRow } from '../../db/types.ts';
import { orderReference } from '../history/ledger-kinds.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import * as btcpayRepo from './btcpay.repo.ts';
import * as repo from './payments.repo.ts';

/** The deliveries that can change an order; any other type is acknowledged and ignored. */
const INVOICE_EVENTS: ReadonlySet<string> = new Set([
  'InvoiceSettled',
  'InvoiceReceivedPayment',
  'InvoicePaymentSettled',
  'InvoiceProcessing',
  'InvoiceExpired',
  'InvoiceInvalid',
]);

/** How a BTCPay delivery was applied. */
export type BtcpayOutcome = 'credited' | 'failed' | 'waiting' | 'duplicate' | 'ignored' | 'unknown_order';

/** What an invoice's state means for its order. */
export type InvoiceDecision = { credit: number; gift: boolean } | 'fail' | 'wait';

/**
 * The crediting rule, decided from the invoice as BTCPay answers it now, never from the event body
 * (which may be stale, out of order or a redelivery): an invoice is credited once it is final for
 * its money, that is Settled (whatever its additional status: paid late, paid over, marked), or
 * Expired with PaidPartial or PaidLate. What is credited is what BTCPay reports paid (paidAmount in
 * the invoice currency), read down to ten-thousandths and never above the order's amount; the gift
 * comes only with the whole amount. The ledger credits an order once, so a payment arriving after
 * a partial credit adds nothing. Expired with nothing paid, or Invalid, fails the order; New and
 * Processing wait for a later delivery.
 */
export function decide(invoice: BtcpayInvoice, order: Pick<PaymentOrderRow, 'amount'>): InvoiceDecision {
  const paidPartly = invoice.additionalStatus === 'PaidPartial' || invoice.additionalStatus === 'PaidLate';
  const final = invoice.status === 'Settled' || (invoice.status === 'Expired' && paidPartly);
  if (final) {
    // An older BTCPay without paidAmount settles an invoice only when its amount was paid.
    const reported = invoice.paidAmount === undefined ? order.amount : tenThousandthsOf(invoice.paidAmount);
    const credit = Math.min(reported, order.amount);
    if (credit > 0) return { credit, gift: credit === order.amount };
    return invoice.status === 'Settled' ? 'wait' : 'fail';
  }
  if (invoice.status === 'Expired' || invoice.status === 'Invalid') return 'fail';
  return 'wait';
}

class UnknownOrder extends Error {}

/** Applies BTCPay's webhook deliveries to orders: once per delivery, credited once per order. */
export class BtcpaySettlement {
  constructor(private readonly deps: { db: Db; ledger: LedgerService; btcpay: BtcpayProvider }) {}

  /**
   * Reads the delivery's invoice from BTCPay and applies it in one transaction with the delivery's
   * record. Throws when BTCPay cannot be read: the route then answers 5xx so BTCPay delivers again,
   * with nothing written.
   */
  async apply(delivery: BtcpayDelivery): Promise<BtcpayOutcome> {
    const { db, ledger, btcpay } = this.deps;
    if (delivery.invoiceId === undefined || !INVOICE_EVENTS.has(delivery.type)) return 'ignored';
    if (await btcpayRepo.eventRecorded(db, btcpay.name, delivery.deliveryId)) return 'duplicate';
    const invoice = await btcpay.invoice(delivery.invoiceId);
    const orderId = invoice.metadata?.orderId;
    if (orderId === undefined) return 'unknown_order';
    try {
      return await ledger.transaction(async (trx, events) => {
        const now = Date.now();
        const order = await repo.findOrder(trx, orderId);
        // Only the invoice this server opened for the order speaks for it.
        if (order === undefined || order.provider !== btcpay.name || order.provider_ref !== invoice.id) {
          throw new UnknownOrder();
        }
        const eventId = delivery.deliveryId;
        if (!(await repo.recordEvent(trx, { provider: btcpay.name, eventId, orderId, now })))
          return 'duplicate';
        const told = (status: 'paid' | 'failed') =>
          events.emit(order.account_id, SocketEvent.paymentSettled, { orderId, status });
        const decision =
          invoice.currency === btcpay.invoiceCurrency(order.currency) ? decide(invoice, order) : 'fail';
        if (decision === 'wait') return 'waiting';
        if (decision === 'fail') {
          if (!(await repo.settleOrder(trx, orderId, 'failed', now))) return 'ignored';
          told('failed');
          return 'failed';
        }
        if (!(await btcpayRepo.markPaidLate(trx, orderId, now))) return 'duplicate';
        const reference = orderReference(orderId);
        await ledger.creditWithin(trx, order.account_id, decision.credit, 'topup', reference);
        if (decision.gift && order.gift > 0) {
          await ledger.creditWithin(trx, order.account_id, order.gift, 'topup_gift', reference);
        }
        told('paid');
        return 'credited';
      });
    } catch (error) {
      if (error instanceof UnknownOrder) return 'unknown_order';
      throw error;
    }
  }
}
