import type { Order, OrdersCapture } from '@paypal/paypal-server-sdk';
import { MONEY_SCALE } from '@switchboard/protocol';
import type { PaymentEvent, PaymentEventStatus } from './types.ts';

/** The only currency PayPal is asked to charge: PayPal is offered where a unit is worth a dollar. */
export const PAYPAL_CURRENCY = 'USD';

/** Ten-thousandths per cent. */
const PER_CENT = MONEY_SCALE / 100;

/** Our ten-thousandths as PayPal's amount value: dollars with 2 decimals ("50.00"). */
export function toPaypalValue(amount: number): string {
  const cents = Math.round(amount / PER_CENT);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * PayPal's amount value in our ten-thousandths; NaN for anything but a plain amount with at most
 * 2 decimals, so a malformed amount disagrees with every order and pays none.
 */
export function fromPaypalValue(value: string | undefined): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value ?? '');
  if (match === null) return Number.NaN;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents * PER_CENT;
}

/** Capture statuses and the outcome each settles; PENDING settles nothing yet. */
const CAPTURE_OUTCOMES: Readonly<Record<string, PaymentEventStatus>> = {
  COMPLETED: 'paid',
  DECLINED: 'failed',
  FAILED: 'failed',
};

/** The capture of a captured order (an order has one purchase unit and is captured once). */
export function captureOf(order: Order): OrdersCapture | undefined {
  return order.purchaseUnits?.[0]?.payments?.captures?.[0];
}

/** Our order id on a PayPal order: the purchase unit's custom_id, set when the order was created. */
export function ourOrderIdOf(order: Order): string | undefined {
  const unit = order.purchaseUnits?.[0];
  return unit?.customId ?? unit?.referenceId;
}

/**
 * The outcome a captured PayPal order reports, under an event id of the caller's (the webhook's own
 * id, or the capture's when the payer's return captured it); null while the capture is pending or
 * for an order that is none of ours. The payer is the PayPal account that approved the order.
 */
export function eventOfCapturedOrder(order: Order, eventId: string): PaymentEvent | null {
  const capture = captureOf(order);
  const orderId = ourOrderIdOf(order);
  const status = CAPTURE_OUTCOMES[capture?.status ?? ''];
  if (capture === undefined || orderId === undefined || status === undefined) return null;
  const payer = order.payer?.payerId;
  return {
    eventId,
    orderId,
    status,
    amount: fromPaypalValue(capture.amount?.value),
    currency: capture.amount?.currencyCode ?? '',
    ...(payer === undefined ? {} : { payer }),
  };
}

/** The parts of a PayPal webhook event the provider reads (the REST API's snake_case JSON). */
export interface PaypalWebhookEvent {
  id: string;
  event_type: string;
  resource: {
    id?: string;
    status?: string;
    custom_id?: string;
    amount?: { currency_code?: string; value?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
    purchase_units?: { custom_id?: string; reference_id?: string }[];
  };
}

/** A webhook body as an event, or undefined when it is not one. */
export function parseWebhookEvent(raw: Buffer): PaypalWebhookEvent | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const event = parsed as Partial<PaypalWebhookEvent>;
  if (typeof event.id !== 'string' || typeof event.event_type !== 'string') return undefined;
  if (typeof event.resource !== 'object' || event.resource === null) return undefined;
  return event as PaypalWebhookEvent;
}

/** A refused capture (PAYMENT.CAPTURE.DENIED or .DECLINED) as a failure of the order it names. */
export function failedCaptureEvent(event: PaypalWebhookEvent): PaymentEvent | null {
  const orderId = event.resource.custom_id;
  if (orderId === undefined) return null;
  return {
    eventId: event.id,
    orderId,
    status: 'failed',
    amount: fromPaypalValue(event.resource.amount?.value),
    currency: event.resource.amount?.currency_code ?? '',
  };
}
