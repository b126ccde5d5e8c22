import type Stripe from 'stripe';
import { fromMinorUnits } from './stripe-money.ts';
import type { PaymentEvent, PaymentEventStatus } from './types.ts';

/** Checkout session events (card and Alipay) and the outcome each settles. */
const SESSION_OUTCOMES: Readonly<Record<string, PaymentEventStatus>> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'failed',
  'checkout.session.expired': 'cancelled',
};

/** PaymentIntent events (WeChat Pay's QR code) and the outcome each settles. */
const INTENT_OUTCOMES: Readonly<Record<string, PaymentEventStatus>> = {
  'payment_intent.succeeded': 'paid',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'cancelled',
};

/**
 * Stripe's amount in our units. A currency we never charge keeps Stripe's number, so the event
 * disagrees with every order and settles none as paid.
 */
function ourAmount(minor: number, currency: string): number {
  return fromMinorUnits(minor, currency) ?? minor;
}

function fromSession(event: Stripe.Event, status: PaymentEventStatus): PaymentEvent | null {
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = session.client_reference_id ?? session.metadata?.orderId;
  if (!orderId) return null;
  // A completed session whose payment is still processing is settled by async_payment_* later.
  if (status === 'paid' && session.payment_status !== 'paid') return null;
  const currency = (session.currency ?? '').toUpperCase();
  return {
    eventId: event.id,
    orderId,
    status,
    amount: ourAmount(session.amount_total ?? 0, currency),
    currency,
  };
}

function fromIntent(event: Stripe.Event, status: PaymentEventStatus): PaymentEvent | null {
  const intent = event.data.object as Stripe.PaymentIntent;
  // Only intents opened for an order carry its id; a Checkout session's own intent does not, and its
  // session events settle that order instead.
  const orderId = intent.metadata?.orderId;
  if (!orderId) return null;
  const currency = intent.currency.toUpperCase();
  const minor = status === 'paid' ? intent.amount_received : intent.amount;
  return { eventId: event.id, orderId, status, amount: ourAmount(minor, currency), currency };
}

/** The order outcome a verified Stripe event reports; null for an event that settles no order. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | null {
  const sessionStatus = SESSION_OUTCOMES[event.type];
  if (sessionStatus !== undefined) return fromSession(event, sessionStatus);
  const intentStatus = INTENT_OUTCOMES[event.type];
  if (intentStatus !== undefined) return fromIntent(event, intentStatus);
  return null;
}
