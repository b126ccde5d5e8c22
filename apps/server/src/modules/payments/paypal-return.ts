import {
  type PaymentOrderStatus,
  PAYMENT_RETURN_FIELDS as RETURN,
  SANDBOX_PATHS,
} from '@switchboard/protocol';
import type { FastifyPluginAsync } from 'fastify';
import {
  PAYPAL_RETURN_CANCELLED_FIELD,
  PAYPAL_RETURN_ORDER_FIELD,
  type PaypalProvider,
} from '../../adapters/payments/paypal.ts';
import type { PaymentService } from './payments.service.ts';

/** Where the payer's window lands, and with what, after coming back from PayPal. */
export interface PaypalReturn {
  status: PaymentOrderStatus | 'cancelled';
  orderId: string;
  failureCode: number | null;
}

/**
 * The payer coming back from PayPal's approve page: the order is captured at once (PayPal's
 * CHECKOUT.ORDER.APPROVED webhook does the same, whichever comes first) and settled by what the
 * capture reports, so the payer sees the outcome without waiting for a webhook.
 */
export class PaypalReturnService {
  constructor(private readonly deps: { payments: PaymentService; paypal: PaypalProvider }) {}

  /**
   * Captures and settles the order the payer approved; undefined for an order that is no PayPal
   * order of ours, or whose PayPal order is not the one named (PayPal names it as `token`).
   */
  async returned(
    orderId: string,
    paypalOrderId: string | undefined,
    cancelled: boolean,
  ): Promise<PaypalReturn | undefined> {
    const order = await this.deps.payments.order(orderId);
    if (order === undefined || order.provider !== this.deps.paypal.name || order.provider_ref === null) {
      return undefined;
    }
    if (paypalOrderId !== undefined && paypalOrderId !== order.provider_ref) return undefined;
    // A cancelled approval leaves the order open: the payer may still approve it from PayPal's page.
    if (cancelled) return { status: 'cancelled', orderId, failureCode: null };
    if (order.status === 'pending') {
      const event = await this.deps.paypal.capture(order.provider_ref);
      if (event !== null) await this.deps.payments.settle(this.deps.paypal.name, event);
    }
    const now = (await this.deps.payments.order(orderId)) ?? order;
    return { status: now.status, orderId, failureCode: now.failure_code };
  }
}

/**
 * PayPal's return and cancel address. It answers with a redirect to the site's front page on the
 * same origin (the one the order was placed through) with `orderId` and `status`, as the sandbox's
 * pages do; an order PayPal did not capture (yet) gets no status, and its webhook settles it.
 */
export const paypalReturnRoutes: FastifyPluginAsync<{ returns: PaypalReturnService }> = async (
  app,
  { returns },
) => {
  app.get<{ Querystring: Record<string, string | undefined> }>(
    SANDBOX_PATHS.paypalReturn,
    async (request, reply) => {
      const orderId = request.query[PAYPAL_RETURN_ORDER_FIELD];
      if (typeof orderId !== 'string' || orderId === '' || orderId.length > 64) {
        return reply.code(404).type('text/plain').send('No such order');
      }
      const cancelled = request.query[PAYPAL_RETURN_CANCELLED_FIELD] !== undefined;
      let outcome: PaypalReturn | undefined;
      try {
        outcome = await returns.returned(orderId, request.query.token, cancelled);
      } catch (error) {
        // PayPal unreachable or failing: the webhook still captures and settles the order.
        request.log.warn({ orderId, err: error }, 'PayPal capture on return failed');
        outcome = { status: 'pending', orderId, failureCode: null };
      }
      if (outcome === undefined) return reply.code(404).type('text/plain').send('No such order');
      // An order not settled yet carries no status: the recharge tab then waits for its outcome (the
      // webhook's, pushed to the page) instead of reading the return as a failure.
      const query = new URLSearchParams({ [RETURN.orderId]: orderId });
      if (outcome.status !== 'pending') query.set(RETURN.status, outcome.status);
      if (outcome.failureCode !== null) query.set(RETURN.code, String(outcome.failureCode));
      return reply.redirect(`/?${query}`, 303);
    },
  );
};
