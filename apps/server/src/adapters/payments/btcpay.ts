import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CryptoCurrency, CryptoNetwork } from '@switchboard/protocol';
import { z } from 'zod';
import type { BtcpaySettings } from '../../config/btcpay.ts';
import { type BtcpayInvoice, BtcpayUnavailableError, GreenfieldClient } from './btcpay-client.ts';
import { coinAmountOf, decimalOf } from './btcpay-money.ts';
import { type CheckoutOrder, type PaymentProvider, WebhookSignatureError } from './types.ts';
import type { WalletQuote } from './wallet.ts';

/** The header BTCPay signs each webhook delivery with: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const BTCPAY_SIGNATURE_HEADER = 'btcpay-sig';
/**
 * Deliveries whose body was made longer ago than this are refused as replays. BTCPay retries a
 * failed delivery for about an hour and a redelivery keeps the original timestamp, so three days
 * leave room for an operator's manual redelivery after an outage.
 */
export const BTCPAY_DELIVERY_MAX_AGE_SECONDS = 3 * 24 * 60 * 60;

/** Brand currencies BTCPay prices in another currency's code: a Coin is a dollar (ADR 0012). */
const INVOICE_CURRENCY: Record<string, string> = { COIN: 'USD' };

/** The Greenfield network suffix of each token network in a payment method id (`USDT-TRC20`). */
const NETWORK_CODE: Record<CryptoNetwork, string> = {
  'ERC-20': 'ERC20',
  'TRC-20': 'TRC20',
  BSC: 'BSC',
  Polygon: 'POLYGON',
};

/**
 * The store's payment method id of a coin on a network: `<COIN>-<NETWORK>` for tokens, `<COIN>-CHAIN`
 * for ETH and BCH on their own chains (docs/BTCPAY.md says how a store names them).
 */
export function btcpayPaymentMethodId(currency: CryptoCurrency, network: CryptoNetwork | undefined): string {
  return network === undefined ? `${currency}-CHAIN` : `${currency}-${NETWORK_CODE[network]}`;
}

/** What a verified delivery says; the invoice itself is read from BTCPay before anything is decided. */
export interface BtcpayDelivery {
  /** The first delivery's id: a redelivery carries it as originalDeliveryId, so both collapse. */
  deliveryId: string;
  type: string;
  invoiceId: string | undefined;
}

const deliverySchema = z.object({
  deliveryId: z.string().min(1).max(200),
  originalDeliveryId: z.string().min(1).max(200).nullish(),
  type: z.string().min(1).max(100),
  timestamp: z.number().int(),
  invoiceId: z.string().min(1).max(200).optional(),
});

/** The store has no payment method for the coin and network of a direct-wallet quote. */
export class BtcpayMethodMissingError extends Error {
  override name = 'BtcpayMethodMissingError';
}

/**
 * BTCPay Server through its Greenfield API: hosted checkouts are invoices and their checkout links,
 * direct-wallet quotes are an invoice's payment method, and webhooks are verified by BTCPay-Sig.
 */
export class BtcpayProvider implements PaymentProvider {
  readonly name = 'btcpay';
  private readonly client: GreenfieldClient;

  constructor(private readonly settings: BtcpaySettings) {
    this.client = new GreenfieldClient(settings);
  }

  async createCheckout(order: CheckoutOrder): Promise<{ paymentUrl: string; providerRef: string }> {
    const invoice = await this.client.createInvoice({
      ...this.invoiceAmount(order),
      orderId: order.id,
      redirectUrl: order.returnUrl,
    });
    return { paymentUrl: invoice.checkoutLink, providerRef: invoice.id };
  }

  /**
   * A direct-wallet quote: an invoice with only the coin's payment method, and that method's amount
   * due, destination and rate. BTCPay's amount due is the exact amount the spec asks the payer to send.
   */
  async walletQuote(
    order: { id: string; amount: number; currency: string },
    currency: CryptoCurrency,
    network: CryptoNetwork | undefined,
  ): Promise<{ quote: WalletQuote; invoiceId: string }> {
    const methodId = btcpayPaymentMethodId(currency, network);
    const invoice = await this.client.createInvoice({
      ...this.invoiceAmount(order),
      orderId: order.id,
      paymentMethods: [methodId],
    });
    const methods = await this.client.paymentMethods(invoice.id);
    const method = methods.find((candidate) => candidate.paymentMethodId === methodId);
    if (method === undefined) throw new BtcpayMethodMissingError(`the store has no ${methodId}`);
    const rate = Number(method.rate);
    if (!Number.isFinite(rate) || rate <= 0) throw new BtcpayUnavailableError('BTCPay answered no rate');
    return {
      quote: {
        rechargeAmount: coinAmountOf(method.due),
        walletAddress: method.destination,
        cryptoToLegalRate: rate,
        queryRateTime: Date.now(),
      },
      invoiceId: invoice.id,
    };
  }

  /** The invoice as BTCPay holds it now. */
  invoice(invoiceId: string): Promise<BtcpayInvoice> {
    return this.client.invoice(invoiceId);
  }

  /** The invoice currency an order of a brand currency is priced in. */
  invoiceCurrency(orderCurrency: string): string {
    return INVOICE_CURRENCY[orderCurrency] ?? orderCurrency;
  }

  /**
   * Verifies BTCPay-Sig over the raw body (HMAC-SHA256 with the webhook secret, compared in constant
   * time) and the delivery's age; throws WebhookSignatureError otherwise.
   */
  verifyDelivery(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): BtcpayDelivery {
    const header = headers[BTCPAY_SIGNATURE_HEADER];
    if (typeof header !== 'string' || header === '') throw new MissingSignatureError('BTCPay-Sig missing');
    const given = /^sha256=([0-9a-fA-F]{64})$/.exec(header.trim())?.[1];
    if (given === undefined) throw new WebhookSignatureError('BTCPay-Sig malformed');
    const expected = createHmac('sha256', this.settings.webhookSecret).update(rawBody).digest();
    if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
      throw new WebhookSignatureError('BTCPay-Sig does not match');
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch (error) {
      throw new WebhookSignatureError('delivery body is not JSON', { cause: error });
    }
    const parsedDelivery = deliverySchema.safeParse(json);
    if (!parsedDelivery.success) throw new WebhookSignatureError('delivery body malformed');
    const delivery = parsedDelivery.data;
    const age = Date.now() / 1000 - delivery.timestamp;
    if (age > BTCPAY_DELIVERY_MAX_AGE_SECONDS || age < -300) {
      throw new WebhookSignatureError('delivery timestamp outside tolerance');
    }
    return {
      deliveryId: delivery.originalDeliveryId ?? delivery.deliveryId,
      type: delivery.type,
      invoiceId: delivery.invoiceId,
    };
  }

  /**
   * BTCPay's deliveries are settled from the invoice read back from BTCPay (the BTCPay webhook
   * route), never from an event body, so the generic webhook path learns nothing from them.
   */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): null {
    this.verifyDelivery(rawBody, headers);
    return null;
  }

  private invoiceAmount(order: { amount: number; currency: string }): { amount: string; currency: string } {
    return { amount: decimalOf(order.amount), currency: this.invoiceCurrency(order.currency) };
  }
}

/** No BTCPay-Sig at all: answered 401, a bad one 403. */
export class MissingSignatureError extends WebhookSignatureError {
  override name = 'MissingSignatureError';
}
