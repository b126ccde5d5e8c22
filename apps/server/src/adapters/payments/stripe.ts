import Stripe from 'stripe';
import {
  type CheckoutOrder,
  type PaymentEvent,
  type PaymentProvider,
  WebhookSignatureError,
} from './types.ts';

/** Stripe keeps amounts in cents; we keep ten-thousandths. */
const TEN_THOUSANDTHS_PER_CENT = 100;

/**
 * Stripe Checkout: sessions are created only when a secret key is configured (never in tests);
 * webhooks are verified with the endpoint secret through stripe.webhooks.constructEvent.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(
    private readonly secretKey: string | undefined,
    private readonly webhookSecret: string,
  ) {
    // constructEvent needs no key; a placeholder keeps the client usable for webhooks alone.
    this.stripe = new Stripe(secretKey ?? 'sk_unconfigured');
  }

  /** True when checkouts can be opened (a secret key is set). */
  get canCheckout(): boolean {
    return this.secretKey !== undefined;
  }

  async createCheckout(order: CheckoutOrder): Promise<{ paymentUrl: string; providerRef: string }> {
    if (!this.canCheckout) throw new Error('STRIPE_SECRET_KEY is not set');
    const separator = order.returnUrl.includes('?') ? '&' : '?';
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: order.id,
      metadata: { orderId: order.id },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: Math.round(order.amount / TEN_THOUSANDTHS_PER_CENT),
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
    const status =
      event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded'
        ? 'paid'
        : event.type === 'checkout.session.expired'
          ? 'cancelled'
          : event.type === 'checkout.session.async_payment_failed'
            ? 'failed'
            : null;
    if (status === null) return null;
    const session = event.data.object as Stripe.Checkout.Session;
    const orderId = session.client_reference_id ?? session.metadata?.orderId;
    if (!orderId) return null;
    // A completed session whose payment is still processing is settled by async_payment_* later.
    if (status === 'paid' && session.payment_status !== 'paid') return null;
    return {
      eventId: event.id,
      orderId,
      status,
      amount: (session.amount_total ?? 0) * TEN_THOUSANDTHS_PER_CENT,
      currency: (session.currency ?? '').toUpperCase(),
    };
  }
}
