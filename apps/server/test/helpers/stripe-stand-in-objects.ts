import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** A decoded form field: text, a list (`a[0]`) or a map (`a[b]`), as the stripe library encodes them. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
/** A decoded form body. */
export type FormBody = { [key: string]: FormValue };

/**
 * Decodes an application/x-www-form-urlencoded body with Stripe's bracket keys
 * (`line_items[0][price_data][currency]=usd`) into nested maps and lists.
 */
export function parseForm(body: string): FormBody {
  const root: FormBody = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const segments = key.replace(/\]/g, '').split('[');
    let node: { [key: string]: FormValue } | FormValue[] = root;
    segments.forEach((segment, index) => {
      const container = node as { [key: string]: FormValue };
      if (index === segments.length - 1) {
        container[segment] = value;
        return;
      }
      const next = segments[index + 1] ?? '';
      container[segment] ??= /^\d+$/.test(next) ? [] : {};
      node = container[segment] as { [key: string]: FormValue } | FormValue[];
    });
  }
  return root;
}

/** One API request the stand-in received, decoded. */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: FormBody;
}

/** How the stand-in answers refunds: as Stripe would, with Stripe's refusal, or not at all. */
export type RefundMode = 'accept' | 'refuse' | 'drop';

/** An HTTP status and the JSON body the stand-in answers with. */
export type Answer = { status: number; body: unknown };

/** A text field of a decoded form, if it is text. */
export function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A list field of a decoded form, empty when absent. */
export function list(value: FormValue | undefined): FormValue[] {
  return Array.isArray(value) ? value : [];
}

/** A map field of a decoded form, empty when absent. */
export function map(value: FormValue | undefined): { [key: string]: FormValue } {
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/**
 * The payment method types a create request allows: `allowed_payment_method_types` as the API
 * version the library pins names it, or the older `payment_method_types`; null when neither.
 */
export function allowedTypes(form: FormBody): string[] | null {
  const named = form.allowed_payment_method_types ?? form.payment_method_types;
  return named === undefined ? null : list(named).map((type) => text(type) ?? '');
}

/** Texts of a map field (metadata). */
export function texts(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** An id with Stripe's prefix, as test-mode ids look. */
export function stripeId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('hex')}`;
}

/** A Checkout Session as Stripe documents it (the fields the adapter and its events read). */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  livemode: false;
  created: number;
}

/** A PaymentIntent as Stripe documents it. */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  metadata: Record<string, string>;
  description: string | null;
  client_secret: string;
  next_action: Record<string, unknown> | null;
  livemode: false;
  created: number;
}

/** A Refund as Stripe documents it. */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** Seconds since the epoch, as Stripe stamps objects. */
export function created(): number {
  return Math.floor(Date.now() / 1000);
}

/** The next action of a confirmed WeChat Pay intent: the QR code's data and its renderings. */
export function wechatQrAction(intentId: string, base: string): Record<string, unknown> {
  const data = `weixin://wxpay/bizpayurl?pr=${intentId.slice(-10)}`;
  return {
    type: 'wechat_pay_display_qr_code',
    wechat_pay_display_qr_code: {
      data,
      hosted_instructions_url: `${base}/wechat/${intentId}`,
      image_data_url: 'data:image/png;base64,',
      image_url_png: `${base}/wechat/${intentId}.png`,
      image_url_svg: `${base}/wechat/${intentId}.svg`,
    },
  };
}

/** Stripe's error body: `{ error: { type, code, message } }`. */
export function stripeError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code === undefined ? {} : { code }) } };
}

/** Stripe's 404 for an id it does not know. */
export function missing(kind: string, id: string | undefined): Answer {
  return {
    status: 404,
    body: stripeError('invalid_request_error', `No such ${kind}: '${id ?? ''}'`, 'resource_missing'),
  };
}

/** The succeeded intent a paid session makes behind the scenes, without the session's metadata. */
export function succeededIntentFor(session: StandInSession): StandInIntent {
  const id = stripeId('pi');
  return {
    id,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: session.amount_total,
    currency: session.currency,
    status: 'succeeded',
    allowed_payment_method_types: null,
    payment_method_types: session.payment_method_types,
    metadata: {},
    description: null,
    client_secret: `${id}_secret`,
    next_action: null,
    livemode: false,
    created: created(),
  };
}

/** A Stripe event of a type about a snapshot of an object, as a webhook endpoint receives it. */
export function eventPayload(type: string, object: object): string {
  return JSON.stringify({
    id: stripeId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: created(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: structuredClone(object) },
  });
}
