import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { SANDBOX_CHECKOUT_KEY_FIELD, SANDBOX_PATHS } from '@switchboard/protocol';
import { z } from 'zod';
import {
  type CheckoutOrder,
  type PaymentEvent,
  type PaymentEventStatus,
  type PaymentProvider,
  WebhookSignatureError,
} from './types.ts';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Events signed longer ago than this (or this far in the future) are refused. */
export const SANDBOX_TOLERANCE_SECONDS = 300;

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  orderId: z.string().min(1).max(100),
  status: z.enum(['paid', 'failed', 'cancelled']),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1).max(8),
  payer: z.string().min(1).max(200).optional(),
});

/**
 * The stand-in PayPal button of a brand (a real deployment has one hosted button per brand): the
 * hidden form names it and the stand-in page refuses a form naming another brand's.
 */
export function sandboxPaypalButtonId(brand: string): string {
  return `SANDBOX${brand.toUpperCase()}`;
}

/** The webhook key: derived from APP_SECRET so it never equals the secret itself. */
export function sandboxKey(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('switchboard sandbox payment webhook').digest();
}

/**
 * The key of an order's checkout page: whoever holds the address with it may pay or cancel the
 * order, so only the answer to the session that placed the order carries it.
 */
export function sandboxCheckoutKey(appSecret: string, orderId: string): string {
  return createHmac('sha256', sandboxKey(appSecret)).update(`checkout ${orderId}`).digest('base64url');
}

/** Signs a raw body as the sandbox provider does; tests use it to forge or age signatures. */
export function signSandbox(key: Buffer, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** The embedded sandbox provider: checkout pages of this server, HMAC-signed webhooks. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly key: Buffer;

  constructor(private readonly appSecret: string) {
    this.key = sandboxKey(appSecret);
  }

  async createCheckout(order: CheckoutOrder): Promise<{ paymentUrl: string }> {
    const key = sandboxCheckoutKey(this.appSecret, order.id);
    return { paymentUrl: `${SANDBOX_PATHS.checkout}/${order.id}?${SANDBOX_CHECKOUT_KEY_FIELD}=${key}` };
  }

  /** True when `given` is the checkout key of the order. */
  opensCheckout(orderId: string, given: unknown): boolean {
    if (typeof given !== 'string') return false;
    const expected = Buffer.from(sandboxCheckoutKey(this.appSecret, orderId));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** Builds and signs the event the checkout page's buttons deliver; body and header to POST. */
  buildEvent(
    order: { id: string; amount: number; currency: string },
    status: PaymentEventStatus,
    payer?: string,
  ): { body: string; signature: string } {
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      orderId: order.id,
      status,
      amount: order.amount,
      currency: order.currency,
      ...(payer === undefined ? {} : { payer }),
    });
    return { body, signature: signSandbox(this.key, body) };
  }

  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof header !== 'string') throw new WebhookSignatureError('signature header missing');
    const parts = new Map(
      header.split(',').map((part) => {
        const [name = '', value = ''] = part.trim().split('=');
        return [name, value] as const;
      }),
    );
    const timestamp = Number(parts.get('t'));
    const given = parts.get('v1') ?? '';
    if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
      throw new WebhookSignatureError('signature header malformed');
    }
    if (Math.abs(Date.now() / 1000 - timestamp) > SANDBOX_TOLERANCE_SECONDS) {
      throw new WebhookSignatureError('signature timestamp outside tolerance');
    }
    const expected = createHmac('sha256', this.key).update(`${timestamp}.`).update(rawBody).digest();
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
      throw new WebhookSignatureError('signature does not match');
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch (error) {
      // A signed body that is not JSON is a broken delivery, refused like a bad signature, not a 5xx.
      throw new WebhookSignatureError('event body is not JSON', { cause: error });
    }
    const parsed = eventSchema.safeParse(json);
    if (!parsed.success) throw new WebhookSignatureError('event body malformed');
    const { id, ...rest } = parsed.data;
    return { eventId: id, ...rest };
  }
}
