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

/** What a provider needs to give an order's money back to the payer. */
export interface ProviderRefundRequest {
  orderId: string;
  /**
   * The provider's idempotency key: one per claim of the order (its id and attempt). A repeat of a
   * claim that got no answer asks again under it; after a definite refusal a new claim asks anew
   * (a provider replays a refusal under its key).
   */
  idempotencyKey: string;
  /** The provider's reference stored on the order when its checkout opened. */
  providerRef: string;
  /** Ten-thousandths of the currency unit: the whole amount the payer paid. */
  amount: number;
  currency: string;
}

/**
 * A provider's answer to a refund: accepted (possibly still settling on its side), or not, because
 * it refused for certain, no refund made under the key (`refused`), or gave no definite answer
 * (`unreachable`: not reached in time, or an answer that decides nothing); `detail` is for the log.
 */
export type ProviderRefundOutcome =
  | { accepted: true; refundId: string; status: string }
  | { accepted: false; reason: 'refused' | 'unreachable'; detail: string };

/** A payment provider: opens checkouts and verifies its webhooks. */
export interface PaymentProvider {
  /** Name stored on orders and events ('sandbox', 'stripe', 'paypal'). */
  readonly name: string;
  /** Opens a checkout; resolves the page to send the payer to and the provider's reference. */
  createCheckout(order: CheckoutOrder): Promise<{ paymentUrl: string; providerRef?: string }>;
  /**
   * Verifies the signature over the raw body and decodes the event; throws WebhookSignatureError
   * when the signature fails; resolves null for an authentic event that concerns no order. A
   * provider that verifies by asking its own API (PayPal) answers a promise.
   */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentEvent | null | Promise<PaymentEvent | null>;
  /**
   * Gives an order's money back through the provider, when the provider can. Asking twice under one
   * idempotency key refunds once and answers the same refund.
   */
  refund?(request: ProviderRefundRequest): Promise<ProviderRefundOutcome>;
}
