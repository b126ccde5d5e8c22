import Stripe from 'stripe';
import { paymentEventOf } from './stripe-events.ts';
import { stripeCharges, toMinorUnits } from './stripe-money.ts';
import {
  type CheckoutOrder,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderRefundOutcome,
  type ProviderRefundRequest,
  WebhookSignatureError,
} from './types.ts';

/**
 * How each method pays through Stripe. Card and Alipay are Checkout sessions: a hosted page the web
 * opens in a new window, as it opens any provider page. WeChat Pay is a PaymentIntent confirmed here,
 * whose QR code data is the address the web's WeChat dialog draws, so the user app stays as it is.
 */
const STRIPE_METHODS: Readonly<Record<string, { flow: 'checkout' | 'wechatQr'; types: string[] }>> = {
  card: { flow: 'checkout', types: ['card'] },
  alipay: { flow: 'checkout', types: ['alipay'] },
  wechatpay: { flow: 'wechatQr', types: ['wechat_pay'] },
};

/** How long one Stripe request may take before it counts as unanswered. */
const REQUEST_TIMEOUT_MS = 20_000;

/** Statuses of an answer that decides nothing: Stripe failed (5xx), the key is in use (409), a limit (429). */
function indefinite(status: number | undefined): boolean {
  return status === undefined || status >= 500 || status === 409 || status === 429;
}

/**
 * The client's documented host, port and protocol for an API base such as http://127.0.0.1:12111
 * (a local stand-in or a self-hosted mock); Stripe's own API when none is set.
 */
function apiLocation(apiBase: string | undefined): Stripe.StripeConfig {
  if (apiBase === undefined) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe: Checkout sessions for card and Alipay, a PaymentIntent with a QR code for WeChat Pay, and
 * refunds of paid orders. Nothing is sent to Stripe without a secret key; webhooks are verified with
 * the endpoint secret through stripe.webhooks.constructEvent either way.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  /** Refunds need the secret key: without it the capability is absent, and the console offers none. */
  readonly refund?: (request: ProviderRefundRequest) => Promise<ProviderRefundOutcome>;
  private readonly stripe: Stripe;

  constructor(
    private readonly secretKey: string | undefined,
    private readonly webhookSecret: string,
    apiBase?: string,
  ) {
    // constructEvent needs no key; a placeholder keeps the client usable for webhooks alone.
    this.stripe = new Stripe(secretKey ?? 'sk_unconfigured', {
      ...apiLocation(apiBase),
      timeout: REQUEST_TIMEOUT_MS,
    });
    if (secretKey !== undefined) this.refund = (request) => this.refundThroughStripe(request);
  }

  /** True when checkouts can be opened (a secret key is set). */
  get canCheckout(): boolean {
    return this.secretKey !== undefined;
  }

  /** Whether Stripe takes this method in this brand currency (never a currency it cannot charge). */
  takes(method: string, currency: string): boolean {
    return this.canCheckout && Object.hasOwn(STRIPE_METHODS, method) && stripeCharges(currency);
  }

  async createCheckout(order: CheckoutOrder): Promise<{ paymentUrl: string; providerRef: string }> {
    if (!this.canCheckout) throw new Error('STRIPE_SECRET_KEY is not set');
    const method = STRIPE_METHODS[order.method];
    if (method === undefined || !stripeCharges(order.currency)) {
      throw new Error(`Stripe does not take ${order.method} in ${order.currency}`);
    }
    return method.flow === 'wechatQr' ? this.wechatQr(order) : this.checkoutSession(order, method.types);
  }

  /** A hosted Checkout page for one method; its success and cancel pages lead back with the outcome. */
  private async checkoutSession(
    order: CheckoutOrder,
    types: string[],
  ): Promise<{ paymentUrl: string; providerRef: string }> {
    const separator = order.returnUrl.includes('?') ? '&' : '?';
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      // Only this method's page: the recharge tab already chose how to pay.
      allowed_payment_method_types: types,
      client_reference_id: order.id,
      metadata: { orderId: order.id },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: toMinorUnits(order.amount, order.currency),
            product_data: { name: order.description },
          },
        },
      ],
      success_url: `${order.returnUrl}${separator}status=paid&orderId=${order.id}`,
      cancel_url: `${order.returnUrl}${separator}status=cancelled&orderId=${order.id}`,
    });
    if (session.url === null) throw new Error('Stripe returned no checkout URL');
    return { paymentUrl: session.url, providerRef: session.id };
  }

  /**
   * A WeChat Pay PaymentIntent confirmed for the web client: Stripe answers with the QR code's data
   * (a weixin:// address), which the payer scans in WeChat. The order id rides in the metadata, which
   * is how its payment_intent.* events find the order.
   */
  private async wechatQr(order: CheckoutOrder): Promise<{ paymentUrl: string; providerRef: string }> {
    const intent = await this.stripe.paymentIntents.create({
      amount: toMinorUnits(order.amount, order.currency),
      currency: order.currency.toLowerCase(),
      allowed_payment_method_types: ['wechat_pay'],
      payment_method_data: { type: 'wechat_pay' },
      payment_method_options: { wechat_pay: { client: 'web' } },
      confirm: true,
      description: order.description,
      metadata: { orderId: order.id },
    });
    const qr = intent.next_action?.wechat_pay_display_qr_code?.data;
    if (!qr) throw new Error(`Stripe returned no WeChat Pay QR code for ${intent.id}`);
    return { paymentUrl: qr, providerRef: intent.id };
  }

  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | null {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string') throw new WebhookSignatureError('stripe-signature missing');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError('stripe signature rejected', { cause: error });
    }
    return paymentEventOf(event);
  }

  /**
   * Refunds the whole order against the PaymentIntent that paid it, under the claim's idempotency
   * key: a repeat (an operator's second click, a retry after a timeout) gets the same refund back
   * from Stripe instead of a second one.
   */
  private async refundThroughStripe(request: ProviderRefundRequest): Promise<ProviderRefundOutcome> {
    try {
      const paymentIntent = await this.paymentIntentOf(request.providerRef);
      if (paymentIntent === null) {
        return { accepted: false, reason: 'refused', detail: `${request.providerRef} has no payment` };
      }
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: toMinorUnits(request.amount, request.currency),
          reason: 'requested_by_customer',
          metadata: { orderId: request.orderId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        return { accepted: false, reason: 'refused', detail: `refund ${refund.id} is ${refund.status}` };
      }
      return { accepted: true, refundId: refund.id, status: refund.status ?? 'pending' };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeConnectionError) {
        return { accepted: false, reason: 'unreachable', detail: error.message };
      }
      // Stripe's own failure, a request with this key still running, or a limit: no definite
      // answer, so the refund may yet be made, and the caller must not give the order back.
      // Already refunded: by an earlier request whose answer was lost (its key expired since) or
      // in the dashboard; the money went back, so this is no refusal either.
      if (
        error instanceof Stripe.errors.StripeError &&
        (indefinite(error.statusCode) || error.code === 'charge_already_refunded')
      ) {
        return { accepted: false, reason: 'unreachable', detail: `${error.type}: ${error.message}` };
      }
      if (error instanceof Stripe.errors.StripeError) {
        return { accepted: false, reason: 'refused', detail: `${error.type}: ${error.message}` };
      }
      throw error;
    }
  }

  /**
   * The PaymentIntent of an order's reference: a WeChat Pay order stored its intent; a Checkout
   * session (card, Alipay) learns its intent only when paid, so the session is read back for it.
   */
  private async paymentIntentOf(providerRef: string): Promise<string | null> {
    if (providerRef.startsWith('pi_')) return providerRef;
    const session = await this.stripe.checkout.sessions.retrieve(providerRef);
    const intent = session.payment_intent;
    if (intent === null) return null;
    return typeof intent === 'string' ? intent : intent.id;
  }
}
