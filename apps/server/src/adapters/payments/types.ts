/** What a provider needs to open a checkout for one of our orders. */
export interface CheckoutOrder {
  id: string;
  /** Ten-thousandths of the brand unit. */
  amount: number;
  /** Brand currency code (USD, COIN, CNY). */
  currency: string;
  method: string;
  /** Product label shown by the provider. */
  description: string;
  /** Where the provider sends the browser afterwards. */
  returnUrl: string;
}

/** Outcome a provider reports for an order. */
export type PaymentEventStatus = 'paid' | 'failed' | 'cancelled';

/** A verified provider event, in our units. */
export interface PaymentEvent {
  /** Provider's unique event id; the dedupe key with the provider name. */
  eventId: string;
  orderId: string;
  status: PaymentEventStatus;
  /** Ten-thousandths of the currency unit. */
  amount: number;
  currency: string;
  /** The provider's id of the paying account (PayPal payer), when it reports one. */
  payer?: string;
}

/** Thrown by verifyWebhook for a missing, forged, tampered or stale signature. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** A payment provider: opens checkouts and verifies its webhooks. */
export interface PaymentProvider {
  /** Name stored on orders and events ('sandbox', 'stripe'). */
  readonly name: string;
  /** Opens a checkout; resolves the page to send the payer to and the provider's reference. */
  createCheckout(order: CheckoutOrder): Promise<{ paymentUrl: string; providerRef?: string }>;
  /**
   * Verifies the signature over the raw body and decodes the event; throws WebhookSignatureError
   * when the signature fails; resolves null for an authentic event that concerns no order.
   */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;
}
