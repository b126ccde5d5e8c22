import { randomBytes } from 'node:crypto';

/** A request the stand-in received, with its JSON (or form) body. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/** An answer: status and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** Money in PayPal's JSON. */
export interface Money {
  currency_code: string;
  value: string;
}

/** A capture in PayPal's JSON. */
export interface StandInCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PENDING';
  amount: Money;
  custom_id?: string;
  final_capture: true;
  supplementary_data: { related_ids: { order_id: string } };
  create_time: string;
  update_time: string;
}

/** An order in PayPal's JSON, with what the stand-in keeps beside it. */
export interface StandInOrder {
  id: string;
  intent: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: {
    reference_id?: string;
    custom_id?: string;
    description?: string;
    amount: Money;
    payments?: { captures: StandInCapture[] };
  }[];
  payer?: { payer_id: string; email_address: string; name: { given_name: string; surname: string } };
  links: { href: string; rel: string; method: string }[];
  create_time: string;
  /** Where the payer is sent back (application_context), as the order was created. */
  returnUrl?: string;
  cancelUrl?: string;
}

/** A refund in PayPal's JSON. */
export interface StandInRefund {
  id: string;
  status: 'COMPLETED' | 'PENDING';
  amount: Money;
  custom_id?: string;
  captureId: string;
}

/** A webhook event in PayPal's JSON. */
export interface StandInEvent {
  id: string;
  event_version: '1.0';
  create_time: string;
  resource_type: string;
  event_type: string;
  summary: string;
  resource: unknown;
}

/** One delivery of an event: the exact body and the transmission headers it went with. */
export interface Delivery {
  event: StandInEvent;
  body: string;
  headers: Record<string, string>;
}

/** An id in PayPal's style: upper-case letters and digits. */
export function paypalId(length = 17): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** PayPal's error body. */
export function paypalError(status: number, name: string, issue?: string): Answer {
  return {
    status,
    body: {
      name,
      message: issue ?? name,
      debug_id: paypalId(12).toLowerCase(),
      ...(issue === undefined ? {} : { details: [{ issue, description: issue }] }),
    },
  };
}

/** The order as PayPal answers it (without the stand-in's own fields). */
export function orderJson(order: StandInOrder): Omit<StandInOrder, 'returnUrl' | 'cancelUrl'> {
  const { returnUrl: _returnUrl, cancelUrl: _cancelUrl, ...json } = order;
  return json;
}

/** The capture of an order, if captured. */
export function captureOfOrder(order: StandInOrder): StandInCapture | undefined {
  return order.purchase_units[0]?.payments?.captures[0];
}

/** A request body: form-encoded (the OAuth2 token request) or JSON. */
export function parseBody(raw: string, contentType: string | undefined): Record<string, unknown> {
  if (raw === '') return {};
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(raw));
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
