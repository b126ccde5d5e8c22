import { z } from 'zod';
import type { BtcpaySettings } from '../../config/btcpay.ts';

/** How long one Greenfield request may take before it counts as unanswered. */
export const BTCPAY_TIMEOUT_MS = 15_000;

/** BTCPay did not answer in time, answered 5xx, or answered what cannot be read: nothing decided. */
export class BtcpayUnavailableError extends Error {
  override name = 'BtcpayUnavailableError';
}

/** BTCPay refused the request (4xx: a key without the permission, an unknown store or invoice). */
export class BtcpayRefusedError extends Error {
  override name = 'BtcpayRefusedError';
}

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** The fields of Greenfield's InvoiceData this server reads. */
export const invoiceSchema = z.object({
  id: z.string().min(1),
  checkoutLink: z.string().min(1),
  status: z.enum(['New', 'Processing', 'Expired', 'Invalid', 'Settled']),
  additionalStatus: z.string().default('None'),
  amount: decimal,
  paidAmount: decimal.optional(),
  currency: z.string().min(1),
  metadata: z.object({ orderId: z.string().optional() }).passthrough().nullish(),
});
/** A Greenfield invoice as this server reads it. */
export type BtcpayInvoice = z.infer<typeof invoiceSchema>;

/** The fields of Greenfield's InvoicePaymentMethodDataModel this server reads. */
const paymentMethodSchema = z.object({
  paymentMethodId: z.string().min(1),
  currency: z.string().optional(),
  destination: z.string().min(1),
  rate: decimal,
  due: decimal,
  activated: z.boolean().optional(),
});
/** One payment method of an invoice: where to pay, how much is due and at which rate. */
export type BtcpayPaymentMethod = z.infer<typeof paymentMethodSchema>;

/** What a new invoice is asked for (Greenfield's CreateInvoiceRequest, the fields used). */
export interface CreateInvoiceRequest {
  /** Decimal string in `currency`. */
  amount: string;
  currency: string;
  orderId: string;
  redirectUrl?: string;
  /** Only these payment methods, active at once (a direct-wallet quote needs its address now). */
  paymentMethods?: string[];
}

/** The Greenfield calls of one store: create an invoice, read it, read its payment methods. */
export class GreenfieldClient {
  constructor(private readonly settings: BtcpaySettings) {}

  async createInvoice(request: CreateInvoiceRequest): Promise<BtcpayInvoice> {
    const checkout: Record<string, unknown> = {};
    if (request.redirectUrl !== undefined) checkout.redirectURL = request.redirectUrl;
    if (request.paymentMethods !== undefined) {
      checkout.paymentMethods = request.paymentMethods;
      checkout.lazyPaymentMethods = false;
    }
    const body = {
      amount: request.amount,
      currency: request.currency,
      metadata: { orderId: request.orderId },
      checkout,
    };
    const answer = await this.call('POST', `/api/v1/stores/${this.store}/invoices`, body);
    return parsed(invoiceSchema, answer);
  }

  async invoice(invoiceId: string): Promise<BtcpayInvoice> {
    const answer = await this.call(
      'GET',
      `/api/v1/stores/${this.store}/invoices/${encodeURIComponent(invoiceId)}`,
    );
    return parsed(invoiceSchema, answer);
  }

  async paymentMethods(invoiceId: string): Promise<BtcpayPaymentMethod[]> {
    const path = `/api/v1/stores/${this.store}/invoices/${encodeURIComponent(invoiceId)}/payment-methods`;
    return parsed(z.array(paymentMethodSchema), await this.call('GET', path));
  }

  private get store(): string {
    return encodeURIComponent(this.settings.storeId);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.url}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `token ${this.settings.apiKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? BTCPAY_TIMEOUT_MS),
      });
    } catch (error) {
      // Timeouts and refused connections: the message names the cause, never the key.
      throw new BtcpayUnavailableError(`${method} ${path}: ${(error as Error).name}`, { cause: error });
    }
    if (response.status >= 500 || response.status === 429 || response.status === 408) {
      throw new BtcpayUnavailableError(`${method} ${path} answered ${response.status}`);
    }
    if (!response.ok) throw new BtcpayRefusedError(`${method} ${path} answered ${response.status}`);
    try {
      return await response.json();
    } catch (error) {
      throw new BtcpayUnavailableError(`${method} ${path} answered no JSON`, { cause: error });
    }
  }
}

function parsed<T>(schema: z.ZodType<T>, answer: unknown): T {
  const result = schema.safeParse(answer);
  if (!result.success) throw new BtcpayUnavailableError('BTCPay answered an unexpected shape');
  return result.data;
}
