import { randomUUID } from 'node:crypto';
import {
  type BrandId,
  type CryptoCurrency,
  type CryptoNetwork,
  cryptoCurrencyFlag,
  type EtherPayData,
  monthRange,
  PAYPAL_CURRENCY_CODES,
  type PaymentListData,
  type PaymentListQuery,
  type PaymentMethod,
  type PaymentMethodsData,
  type PaymentOrderData,
  type PaypalForm,
  paymentMethods,
  Retcode,
  SANDBOX_PATHS,
  SocketEvent,
  type UiLanguage,
  withRecharge,
} from '@switchboard/protocol';
import type { BtcpayProvider } from '../../adapters/payments/btcpay.ts';
import type { PaypalProvider } from '../../adapters/payments/paypal.ts';
import type { SandboxProvider } from '../../adapters/payments/sandbox.ts';
import type { StripeProvider } from '../../adapters/payments/stripe.ts';
import type { PaymentEvent, PaymentProvider } from '../../adapters/payments/types.ts';
import { sandboxQuote } from '../../adapters/payments/wallet.ts';
import type { Db, PaymentOrderRow } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { brandOf } from '../../lib/brands.ts';
import { say } from '../../text/sentence.ts';
import type { RechargeSettingsService } from '../console-recharge/index.ts';
import { orderReference } from '../history/ledger-kinds.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { paymentMethodName } from './payment-method-names.ts';
import {
  CRYPTO_METHODS,
  NEEDS_PHONE,
  NO_CUSTOM,
  ONE_PAYER_PER_ACCOUNT,
  paidInOrderCurrency,
} from './payment-method-rules.ts';
import { priceProduct } from './payments.pricing.ts';
import * as repo from './payments.repo.ts';
import { paypalForm, paypalNotifyUrl } from './paypal-form.ts';
import { askProvider } from './provider-failure.ts';

/** Paid recharges an account may make within {@link ORDER_WINDOW_MS}; a next order is refused with 200041. */
export const MAX_ORDERS_PER_WINDOW = 20;
/** The rolling window of {@link MAX_ORDERS_PER_WINDOW}: a day. */
export const ORDER_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * Orders started and still unpaid within {@link OPEN_ORDER_WINDOW_MS} an account may have; more are
 * refused with their own sentence. Abandoned checkouts do not count towards the daily recharges, but
 * opening them without end is no use to anyone.
 */
export const MAX_OPEN_ORDERS = 10;
/** The window of {@link MAX_OPEN_ORDERS}: an hour. */
export const OPEN_ORDER_WINDOW_MS = 60 * 60 * 1000;

/** What a pay call asks for. */
export interface CheckoutRequest {
  accountId: string;
  brand: BrandId;
  method: PaymentMethod;
  productId: string;
  customAmount?: number;
  /** The request carried the custom-amount gift flag "-1". */
  customFlag: boolean;
  returnUrl: string | null;
}

/** How a verified webhook event was applied. */
export type SettleOutcome =
  | 'credited'
  | 'duplicate'
  | 'settled'
  | 'ignored'
  | 'mismatch'
  | 'refused'
  | 'unknown_order';

class UnknownOrder extends Error {}

/** Payment orders: pricing, checkouts with a provider, webhook settlement and crediting, history. */
export class PaymentService {
  constructor(
    private readonly deps: {
      db: Db;
      ledger: LedgerService;
      appSecret: string;
      disabled: readonly string[];
      sandbox: SandboxProvider | undefined;
      stripe: StripeProvider | undefined;
      /** PayPal's Orders API; PayPal goes to the sandbox's form page without it. */
      paypal?: PaypalProvider | undefined;
      /** A BTCPay store: every crypto method goes to it when set. */
      btcpay?: BtcpayProvider | undefined;
      /** The brands' recharge tiles and custom ranges as operators set them; orders are priced by them. */
      recharge: Pick<RechargeSettingsService, 'settingsFor'>;
    },
  ) {}

  /**
   * Provider that serves a method, or undefined when none can. PayPal's form charges USD, so it is
   * offered only where the brand's unit is worth a dollar (not on cloudnumber's yuan).
   */
  private providerFor(method: PaymentMethod, brand: BrandId): PaymentProvider | undefined {
    if (this.deps.disabled.includes(method)) return undefined;
    if (CRYPTO_METHODS.has(method) && this.deps.btcpay !== undefined) return this.deps.btcpay;
    const currency = brandOf(brand).currency.code;
    if (method === 'paypal' && !PAYPAL_CURRENCY_CODES.includes(currency)) return undefined;
    if (method === 'paypal' && this.deps.paypal !== undefined) return this.deps.paypal;
    const stripe = this.deps.stripe;
    if (stripe?.takes(method, currency)) return stripe;
    return this.deps.sandbox;
  }

  /** The method flags of GET /getPaymentMethods for an account. */
  async methods(accountId: string, brand: BrandId): Promise<PaymentMethodsData> {
    const hasPhone = (await repo.accountPhone(this.deps.db, accountId)) !== null;
    const flags = Object.fromEntries(
      paymentMethods.map((m) => [m, this.providerFor(m, brand) !== undefined]),
    );
    const needSetPhone = Object.fromEntries(paymentMethods.map((m) => [m, NEEDS_PHONE.has(m) && !hasPhone]));
    return {
      ...(flags as Record<PaymentMethod, boolean>),
      needSetPhone: needSetPhone as Record<PaymentMethod, boolean>,
    };
  }

  /**
   * Prices a pending order after every method rule; the caller stores it once the provider took it,
   * so a provider that fails leaves nothing written.
   */
  private async newOrder(
    request: CheckoutRequest,
  ): Promise<{ order: PaymentOrderRow; provider: PaymentProvider }> {
    const provider = this.providerFor(request.method, request.brand);
    if (provider === undefined)
      throw new AppError(Retcode.PAYMENT_METHOD_UNAVAILABLE, `${request.method} is not available`, {
        say: say('paymentMethodUnavailable'),
      });
    if (
      NEEDS_PHONE.has(request.method) &&
      (await repo.accountPhone(this.deps.db, request.accountId)) === null
    ) {
      throw new AppError(Retcode.PAYPAL_NEEDS_PHONE);
    }
    const now = Date.now();
    const paid = await repo.countOrdersSince(this.deps.db, request.accountId, now - ORDER_WINDOW_MS, 'paid');
    if (paid >= MAX_ORDERS_PER_WINDOW) throw new AppError(Retcode.PAYMENT_MAX_TIMES);
    const open = await repo.countOrdersSince(
      this.deps.db,
      request.accountId,
      now - OPEN_ORDER_WINDOW_MS,
      'pending',
    );
    if (open >= MAX_OPEN_ORDERS) {
      throw new AppError(
        Retcode.TOO_MANY_REQUESTS,
        `${MAX_OPEN_ORDERS} unpaid orders were started this hour`,
        {
          say: say('tooManyOpenOrders', { count: MAX_OPEN_ORDERS }),
        },
      );
    }
    // Priced by the settings of now; the order keeps this amount and gift whatever changes later.
    const brand = withRecharge(brandOf(request.brand), await this.deps.recharge.settingsFor(request.brand));
    const price = priceProduct(brand, request.productId, request.customAmount, {
      allowCustom: !NO_CUSTOM.has(request.method),
      crypto: CRYPTO_METHODS.has(request.method),
      customFlag: request.customFlag,
    });
    const order: PaymentOrderRow = {
      id: randomUUID(),
      account_id: request.accountId,
      brand: request.brand,
      method: request.method,
      product_id: request.productId,
      amount: price.amount,
      gift: price.gift,
      currency: brand.currency.code,
      status: 'pending',
      provider: provider.name,
      provider_ref: null,
      return_url: request.returnUrl,
      created_at: now,
      paid_at: null,
      failure_code: null,
      payer_ref: null,
      refund_destination: null,
      refund_attempts: 0,
      refund_ref: null,
    };
    return { order, provider };
  }

  /** Opens a provider checkout for a new order: the page to send the payer to. */
  async checkout(request: CheckoutRequest): Promise<{ paymentUrl: string; orderId: string }> {
    const { paymentUrl, order } = await this.openCheckout(request);
    return { paymentUrl, orderId: order.id };
  }

  /**
   * A PayPal order (fixed amounts only), placed through `origin`: with PayPal's Orders API, its
   * approve link, PayPal sending the payer back to the return route on that origin; with the
   * sandbox, its page and the hidden form to post to it, whose `custom` is the order id and whose
   * notify URL is the sandbox webhook on that origin.
   */
  async paypalCheckout(
    request: Pick<CheckoutRequest, 'accountId' | 'brand' | 'productId'>,
    origin: string,
  ): Promise<{ paymentUrl: string; orderId: string; form?: PaypalForm }> {
    const { paymentUrl, order } = await this.openCheckout(
      { ...request, method: 'paypal', customFlag: false, returnUrl: null },
      `${origin}${SANDBOX_PATHS.paypalReturn}`,
    );
    if (order.provider !== 'sandbox') return { paymentUrl, orderId: order.id };
    return { paymentUrl, orderId: order.id, form: paypalForm(order, paypalNotifyUrl(origin)) };
  }

  /** Stores a new order and opens its checkout with the provider (sent back to `providerReturn`, if given). */
  private async openCheckout(
    request: CheckoutRequest,
    providerReturn?: string,
  ): Promise<{ paymentUrl: string; order: PaymentOrderRow }> {
    const { order, provider } = await this.newOrder(request);
    const { paymentUrl, providerRef } = await askProvider(() =>
      provider.createCheckout({
        id: order.id,
        amount: order.amount,
        currency: order.currency,
        method: order.method,
        description: order.product_id,
        returnUrl: providerReturn ?? request.returnUrl ?? '/',
      }),
    );
    await repo.insertOrder(this.deps.db, { ...order, provider_ref: providerRef ?? null });
    return { paymentUrl, order };
  }

  /**
   * A direct-wallet quote for a new order: BTCPay's amount due, address and rate when a store is
   * set, else the sandbox's deterministic deposit address and rate.
   */
  async walletQuote(
    request: Omit<CheckoutRequest, 'method' | 'returnUrl'>,
    currency: CryptoCurrency,
    network: CryptoNetwork | undefined,
  ): Promise<EtherPayData> {
    const method = cryptoCurrencyFlag[currency];
    const { order, provider } = await this.newOrder({ ...request, method, returnUrl: null });
    const btcpay = this.deps.btcpay;
    if (btcpay !== undefined && provider === btcpay) {
      // BTCPay's invoice holds the quote; the order keeps the invoice id, as a checkout's does.
      const { quote, invoiceId } = await askProvider(() => btcpay.walletQuote(order, currency, network));
      await repo.insertOrder(this.deps.db, { ...order, provider_ref: invoiceId });
      return { ...quote, orderId: order.id };
    }
    const quote = sandboxQuote(this.deps.appSecret, order, currency, network);
    const ref = JSON.stringify({ currency, network: network ?? null, ...quote });
    await repo.insertOrder(this.deps.db, { ...order, provider_ref: ref });
    return { ...quote, orderId: order.id };
  }

  /** One order, for the sandbox page. */
  order(id: string): Promise<PaymentOrderRow | undefined> {
    return repo.findOrder(this.deps.db, id);
  }

  /** The status of one of the account's own orders; another account's answers as unknown. */
  async ownOrder(accountId: string, orderId: string): Promise<PaymentOrderData> {
    const order = await repo.findOrder(this.deps.db, orderId);
    if (order === undefined || order.account_id !== accountId) {
      throw new AppError(Retcode.NOT_FOUND, 'orderId: no such order of the account', {
        say: say('notFoundReload'),
      });
    }
    // An operator's refund credited the order's amount to the balance: for the payer it is paid.
    return { orderId: order.id, status: order.status === 'refunded' ? 'paid' : order.status };
  }

  /**
   * Before a capture: refuses the PayPal account that approved a pending order when this account is
   * bound to another one, failing the order with 200043 (its page told) so nothing is captured.
   * True when refused.
   */
  async refuseSecondPayer(orderId: string, payer: string): Promise<boolean> {
    return this.deps.ledger.transaction(async (trx, events) => {
      const order = await repo.findOrder(trx, orderId);
      if (order === undefined || order.status !== 'pending') return false;
      if (!ONE_PAYER_PER_ACCOUNT.has(order.method as PaymentMethod)) return false;
      if (!(await repo.payerConflict(trx, { accountId: order.account_id, method: order.method }, payer)))
        return false;
      const failureCode = Retcode.PAYPAL_MULTIPLE_ACCOUNTS;
      if (!(await repo.settleOrder(trx, order.id, 'failed', Date.now(), { failureCode }))) return false;
      events.emit(order.account_id, SocketEvent.paymentSettled, { orderId: order.id, status: 'failed' });
      return true;
    });
  }

  /**
   * Applies a verified event in one transaction: records it (a redelivery changes nothing), then
   * settles the order; a paid event must match amount and currency exactly (and for PayPal come from
   * the one payer account bound to this account, else the order fails with 200043), and credits the amount
   * (kind topup) and the gift (kind topup_gift) with reference `order:<id>`.
   */
  async settle(provider: string, event: PaymentEvent): Promise<SettleOutcome> {
    try {
      // The ledger's transaction: the credited balance reaches the account's sockets after commit.
      return await this.deps.ledger.transaction(async (trx, events) => {
        const now = Date.now();
        // The order's page (a payment dialog open elsewhere) learns of the outcome after the commit.
        const settled = (orderId: string, accountId: string, status: 'paid' | 'failed' | 'cancelled') =>
          events.emit(accountId, SocketEvent.paymentSettled, { orderId, status });
        const fresh = await repo.recordEvent(trx, {
          provider,
          eventId: event.eventId,
          orderId: event.orderId,
          now,
        });
        if (!fresh) return 'duplicate';
        const order = await repo.findOrder(trx, event.orderId);
        if (order === undefined || order.provider !== provider) throw new UnknownOrder();
        if (event.status !== 'paid') {
          if (!(await repo.settleOrder(trx, order.id, event.status, now))) return 'ignored';
          settled(order.id, order.account_id, event.status);
          return 'settled';
        }
        if (event.amount !== order.amount || !paidInOrderCurrency(event, order)) {
          if (await repo.settleOrder(trx, order.id, 'failed', now))
            settled(order.id, order.account_id, 'failed');
          return 'mismatch';
        }
        const payer = event.payer;
        if (ONE_PAYER_PER_ACCOUNT.has(order.method as PaymentMethod)) {
          const orderOf = { accountId: order.account_id, method: order.method };
          if (payer === undefined || (await repo.payerConflict(trx, orderOf, payer))) {
            const failureCode = Retcode.PAYPAL_MULTIPLE_ACCOUNTS;
            if (!(await repo.settleOrder(trx, order.id, 'failed', now, { failureCode }))) return 'ignored';
            settled(order.id, order.account_id, 'failed');
            return 'refused';
          }
        }
        const detail = payer === undefined ? {} : { payer };
        if (!(await repo.settleOrder(trx, order.id, 'paid', now, detail))) return 'ignored';
        const reference = orderReference(order.id);
        await this.deps.ledger.creditWithin(trx, order.account_id, order.amount, 'topup', reference);
        if (order.gift > 0) {
          await this.deps.ledger.creditWithin(trx, order.account_id, order.gift, 'topup_gift', reference);
        }
        settled(order.id, order.account_id, 'paid');
        return 'credited';
      });
    } catch (error) {
      if (error instanceof UnknownOrder) return 'unknown_order';
      throw error;
    }
  }

  /** Paid orders of the UTC month `YYYY-MM`, newest first, methods named in the language. */
  async list(accountId: string, query: PaymentListQuery, language: UiLanguage): Promise<PaymentListData> {
    const range = monthRange(query.date);
    const page = { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize };
    const { total, rows } = await repo.listPaid(this.deps.db, accountId, range, page);
    return {
      totalRows: total,
      paymentList: rows.map((row) => ({
        _id: row.id,
        method: paymentMethodName(row.method, language),
        amount: row.amount,
        gifts: row.gift,
        date: row.paid_at ?? row.created_at,
      })),
    };
  }
}
