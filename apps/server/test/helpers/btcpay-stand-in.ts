import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SANDBOX_PATHS } from '@switchboard/protocol';
import { LocalHttpStandIn } from './local-http-stand-in.ts';

/** One request the stand-in got. */
export interface BtcpayRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}

/** One payment method of a stand-in invoice, in Greenfield's field names. */
interface StandInMethod {
  paymentMethodId: string;
  currency: string;
  destination: string;
  rate: string;
  activated: boolean;
}

/** A stand-in invoice, in Greenfield's field names (amounts as decimal strings). */
export interface StandInInvoice {
  id: string;
  storeId: string;
  amount: string;
  paidAmount: string;
  currency: string;
  status: 'New' | 'Processing' | 'Expired' | 'Invalid' | 'Settled';
  additionalStatus: 'None' | 'PaidLate' | 'PaidPartial' | 'Marked' | 'Invalid' | 'PaidOver';
  metadata: Record<string, unknown>;
  checkout: Record<string, unknown>;
  methods: StandInMethod[];
}

/** The invoice currency per coin the stand-in's rate provider answers (USD; CNY at 7.2 per USD). */
const USD_PER_COIN: Record<string, number> = { USDT: 1, USDC: 1, TUSD: 1, ETH: 3000, BCH: 400 };
const PER_USD: Record<string, number> = { USD: 1, CNY: 7.2 };

/**
 * BTCPay's signature of a webhook body: `sha256=` and the hex HMAC-SHA256 of the body's bytes keyed by
 * the webhook secret's UTF-8 bytes, as Greenfield's webhook description documents. There is no
 * official BTCPay library for Node, so the stand-in signs with node:crypto.
 */
export function signBtcpay(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** Exact decimal arithmetic for the stand-in's amounts, in hundred-millionths. */
const toUnits = (decimal: string) => Math.round(Number(decimal) * 1e8);
const fromUnits = (units: number) => (units / 1e8).toFixed(8);

/**
 * A local stand-in of the part of BTCPay Server's Greenfield API the adapter uses: creating an
 * invoice in a store, reading it and its payment methods, with `Authorization: token <key>`
 * checked. It plays the payer (payments, expiry) and sends signed webhook deliveries to the app;
 * `failWith` makes its next answers fail (5xx) or hang past the client's timeout.
 */
export class BtcpayStandIn extends LocalHttpStandIn<BtcpayRequest> {
  readonly invoices = new Map<string, StandInInvoice>();
  /** The app's base URL: deliveries go to its BTCPay webhook. */
  webhookBase = '';
  /** How the next requests fail; undefined answers normally. */
  failWith: 'server-error' | 'hang' | undefined;
  /** Payment method ids the store has enabled (all coins and networks unless narrowed). */
  enabledMethods: readonly string[] | undefined;
  private readonly webhookId = randomBytes(8).toString('hex');

  constructor(
    readonly apiKey: string,
    readonly storeId: string,
    readonly webhookSecret: string,
  ) {
    super();
  }

  /** The one invoice opened for an order. */
  invoiceOf(orderId: string): StandInInvoice {
    const invoice = [...this.invoices.values()].find((candidate) => candidate.metadata.orderId === orderId);
    if (invoice === undefined) throw new Error(`no invoice for ${orderId}`);
    return invoice;
  }

  /** The payer sends `amount` (invoice currency) to the invoice: BTCPay's statuses follow. */
  pay(invoiceId: string, amount: string): StandInInvoice {
    const invoice = this.mustFind(invoiceId);
    const paid = toUnits(invoice.paidAmount) + toUnits(amount);
    invoice.paidAmount = fromUnits(paid);
    const full = paid >= toUnits(invoice.amount);
    if (invoice.status === 'Expired') {
      invoice.additionalStatus = full ? 'PaidLate' : 'PaidPartial';
    } else if (full) {
      invoice.status = 'Settled';
      invoice.additionalStatus = paid > toUnits(invoice.amount) ? 'PaidOver' : 'None';
    } else {
      invoice.additionalStatus = 'PaidPartial';
    }
    return invoice;
  }

  /** The invoice's time runs out. */
  expire(invoiceId: string): StandInInvoice {
    const invoice = this.mustFind(invoiceId);
    invoice.status = 'Expired';
    if (toUnits(invoice.paidAmount) > 0) invoice.additionalStatus = 'PaidPartial';
    return invoice;
  }

  /** A delivery of an invoice event, as BTCPay builds it; not yet sent. */
  event(type: string, invoiceId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
    const invoice = this.mustFind(invoiceId);
    return {
      deliveryId: randomBytes(11).toString('base64url'),
      webhookId: this.webhookId,
      originalDeliveryId: null,
      isRedelivery: false,
      type,
      timestamp: Math.floor(Date.now() / 1000),
      storeId: invoice.storeId,
      invoiceId,
      metadata: invoice.metadata,
      ...extra,
    };
  }

  /** BTCPay's redelivery of a delivery: a new delivery id naming the original, the same timestamp. */
  redelivery(delivery: Record<string, unknown>): Record<string, unknown> {
    return {
      ...delivery,
      deliveryId: randomBytes(11).toString('base64url'),
      originalDeliveryId: delivery.originalDeliveryId ?? delivery.deliveryId,
      isRedelivery: true,
    };
  }

  /** Sends a delivery to the app signed with the webhook secret (or the header given instead). */
  async deliver(
    delivery: Record<string, unknown> | string,
    signature?: string | null,
  ): Promise<{ status: number; body: string }> {
    const body = typeof delivery === 'string' ? delivery : JSON.stringify(delivery);
    const sig = signature === undefined ? signBtcpay(this.webhookSecret, body) : signature;
    const response = await fetch(`${this.webhookBase}${SANDBOX_PATHS.btcpayWebhook}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(sig === null ? {} : { 'BTCPay-Sig': sig }) },
      body,
    });
    return { status: response.status, body: await response.text() };
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const method = request.method ?? 'GET';
    const body = text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>);
    this.requests.push({ method, path, authorization: request.headers.authorization, body });
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (this.failWith === 'hang') return; // Never answered: the client's timeout ends it.
    if (this.failWith === 'server-error') return send(502, { code: 'bad-gateway', message: 'Bad gateway' });
    if (request.headers.authorization !== `token ${this.apiKey}`) {
      return send(401, { code: 'unauthenticated', message: 'Authentication is required' });
    }
    const base = `/api/v1/stores/${this.storeId}/invoices`;
    if (method === 'POST' && path === base) return send(200, this.json(this.create(body ?? {})));
    const match = new RegExp(`^${base}/([^/]+)(/payment-methods)?$`).exec(path);
    const invoice = match?.[1] === undefined ? undefined : this.invoices.get(match[1]);
    if (method !== 'GET' || invoice === undefined) {
      return send(404, { code: 'invoice-not-found', message: 'The invoice was not found' });
    }
    return send(200, match?.[2] === undefined ? this.json(invoice) : this.methodsJson(invoice));
  }

  private create(body: Record<string, unknown>): StandInInvoice {
    const id = randomBytes(11).toString('base64url').replace(/[-_]/g, 'x');
    const checkout = (body.checkout ?? {}) as Record<string, unknown>;
    const currency = String(body.currency);
    const asked = (checkout.paymentMethods as string[] | undefined) ?? this.allMethods();
    const methods = asked
      .filter((methodId) => this.enabledMethods === undefined || this.enabledMethods.includes(methodId))
      .map((methodId) => {
        const coin = methodId.split('-')[0] ?? '';
        const rate = (USD_PER_COIN[coin] ?? 1) * (PER_USD[currency] ?? 1);
        const destination =
          coin === 'BCH'
            ? `bitcoincash:q${randomUUID().replace(/-/g, '')}`
            : `0x${randomBytes(20).toString('hex')}`;
        return {
          paymentMethodId: methodId,
          currency: coin,
          destination,
          rate: rate.toFixed(2),
          activated: true,
        };
      });
    const invoice: StandInInvoice = {
      id,
      storeId: this.storeId,
      amount: String(body.amount),
      paidAmount: '0',
      currency,
      status: 'New',
      additionalStatus: 'None',
      metadata: (body.metadata ?? {}) as Record<string, unknown>,
      checkout,
      methods,
    };
    this.invoices.set(id, invoice);
    return invoice;
  }

  private allMethods(): string[] {
    const tokens = ['USDT', 'USDC', 'TUSD'].flatMap((coin) =>
      ['ERC20', 'TRC20', 'BSC', 'POLYGON'].map((network) => `${coin}-${network}`),
    );
    return [...tokens, 'ETH-CHAIN', 'BCH-CHAIN'];
  }

  private json(invoice: StandInInvoice): Record<string, unknown> {
    const { methods: _methods, ...fields } = invoice;
    return { ...fields, type: 'Standard', checkoutLink: `${this.url}/i/${invoice.id}`, createdTime: 0 };
  }

  /** Greenfield's payment methods: amounts in the coin, `due` what is left (8 decimals here). */
  private methodsJson(invoice: StandInInvoice): Record<string, unknown>[] {
    return invoice.methods.map((method) => {
      const rate = Number(method.rate);
      const owed = Math.max(0, Number(invoice.amount) - Number(invoice.paidAmount));
      return {
        ...method,
        amount: (Number(invoice.amount) / rate).toFixed(8),
        due: (owed / rate).toFixed(8),
        paymentMethodPaid: (Number(invoice.paidAmount) / rate).toFixed(8),
        totalPaid: (Number(invoice.paidAmount) / rate).toFixed(8),
        paymentMethodFee: '0',
        payments: [],
      };
    });
  }

  private mustFind(invoiceId: string): StandInInvoice {
    const invoice = this.invoices.get(invoiceId);
    if (invoice === undefined) throw new Error(`no invoice ${invoiceId}`);
    return invoice;
  }
}
