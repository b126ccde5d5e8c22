import { z } from 'zod';
import type { BrandId } from '../brands/types.ts';
import { MONTH_KEY_PATTERN } from '../months.ts';
import { platformBodySchema } from './common.ts';

/** Every payment method flag of GET /getPaymentMethods, in display order. */
export const paymentMethods = [
  'card',
  'wechatpay',
  'alipay',
  'unionpay',
  'paypal',
  'usdtPay',
  'usdcPay',
  'tusdPay',
  'ethPay',
  'bchPay',
  'cryptoPay',
] as const;
/** A payment method flag name. */
export type PaymentMethod = (typeof paymentMethods)[number];
/** A payment method flag name. */
export const paymentMethodSchema = z.enum(paymentMethods);

/** GET /getPaymentMethods answer: one boolean per method, plus which methods need a verified phone. */
export const paymentMethodsDataSchema = z.object({
  card: z.boolean(),
  wechatpay: z.boolean(),
  alipay: z.boolean(),
  unionpay: z.boolean(),
  paypal: z.boolean(),
  usdtPay: z.boolean(),
  usdcPay: z.boolean(),
  tusdPay: z.boolean(),
  ethPay: z.boolean(),
  bchPay: z.boolean(),
  cryptoPay: z.boolean(),
  /** True for a method the account cannot use until it has a verified phone (PayPal without phone). */
  needSetPhone: z.record(paymentMethodSchema, z.boolean()),
});
/** GET /getPaymentMethods answer. */
export type PaymentMethodsData = z.infer<typeof paymentMethodsDataSchema>;

/** The `custom` amount marker of a product id. */
export const CUSTOM_PRODUCT = 'CUSTOM';

/** Product id prefix per payment family (the `<methodPrefix>` of a product id). */
export const productPrefixes = {
  card: 'card',
  wechatpay: 'wechatpay',
  alipay: 'alipay',
  unionpay: 'unionpay',
  paypal: 'paypal',
  crypto: 'crypto',
  ether: 'ether',
} as const;

/**
 * Builds a product id `<prefix>_web_<currency>_<amount>` (amount in whole brand units) or
 * `<prefix>_web_<currency>_CUSTOM` for a custom amount, e.g. `card_web_USD_50`.
 */
export function productId(prefix: string, currencyCode: string, amountUnits: number | 'CUSTOM'): string {
  return `${prefix}_web_${currencyCode}_${amountUnits}`;
}

/** A parsed product id: amount in whole units, or 'CUSTOM'. */
export interface ParsedProductId {
  /** Method prefix. */
  prefix: string;
  /** Currency code (USD, COIN, CNY). */
  currency: string;
  /** Whole brand units of the tile, or 'CUSTOM'. */
  amount: number | 'CUSTOM';
}

const PRODUCT_ID_PATTERN = /^([a-z]+)_web_([A-Z]{3,4})_(CUSTOM|[1-9]\d{0,6})$/;

/** Parses a product id built by {@link productId}; null when it does not match the pattern. */
export function parseProductId(id: string): ParsedProductId | null {
  const match = PRODUCT_ID_PATTERN.exec(id);
  if (!match) return null;
  const [, prefix = '', currency = '', amount = ''] = match;
  return { prefix, currency, amount: amount === CUSTOM_PRODUCT ? CUSTOM_PRODUCT : Number(amount) };
}

/** A return URL the provider sends the browser back to: absolute http or https. */
const returnUrlSchema = z
  .url()
  .max(2000)
  .refine((url) => /^https?:\/\//i.test(url), 'return URL must be http or https');
/** A custom amount in whole brand units (only with a `_CUSTOM` product id). */
const customAmountSchema = z.number().int().positive().optional();

/**
 * The gift value that flags a custom amount (spec 001 section 4: a custom amount is flagged by gift
 * value -1, the string "-1"). Every pay call that takes a custom amount carries it in `gift` with a
 * `_CUSTOM` product id, and only then; the gift itself is never the client's to say.
 */
export const CUSTOM_AMOUNT_GIFT = '-1';
/** The `gift` field of the pay calls: {@link CUSTOM_AMOUNT_GIFT} with a custom amount, absent otherwise. */
const customGiftSchema = z.literal(CUSTOM_AMOUNT_GIFT).optional();

/** POST /paySubmit body (card, WeChat Pay, ...). */
export const paySubmitBodySchema = platformBodySchema.extend({
  /** pay.h5pay from a phone's page, pay.webpay from the web; both open a checkout. */
  method: z.enum(['pay.h5pay', 'pay.webpay']).optional(),
  productid: z.string().max(64),
  payment_method: paymentMethodSchema,
  /** Whole brand units; required with a `_CUSTOM` product id, refused otherwise. */
  custom_amount: customAmountSchema,
  gift: customGiftSchema,
  return_url: returnUrlSchema,
  devicetype: z.literal('web'),
  browser_type: z.string().max(16).optional(),
});
/** The paySubmit variant the web client calls. */
export const PAY_SUBMIT_WEB_METHOD = 'pay.webpay';
/** POST /paySubmit body. */
export type PaySubmitBody = z.infer<typeof paySubmitBodySchema>;

/** Answer of the checkout-style pay calls: a provider page to open, and our order id. */
export const paySubmitDataSchema = z.object({
  paymentUrl: z.string(),
  orderId: z.string(),
});
/** Answer of the checkout-style pay calls. */
export type PaySubmitData = z.infer<typeof paySubmitDataSchema>;

/** POST /alipay/paySubmit body (Alipay and UnionPay). */
export const alipayPaySubmitBodySchema = platformBodySchema.extend({
  paymentMethod: z.enum(['alipay', 'unionpay']),
  productId: z.string().max(64),
  custom_amount: customAmountSchema,
  gift: customGiftSchema,
  returnUrl: returnUrlSchema,
});
/** POST /alipay/paySubmit body. */
export type AlipayPaySubmitBody = z.infer<typeof alipayPaySubmitBodySchema>;

/**
 * Brands that pay Alipay through their own call (spec 001 section 7: "cloudnumber uses a separate
 * call") instead of /alipay/paySubmit, which refuses their Alipay payments; UnionPay stays there.
 */
export const OWN_ALIPAY_CALL_BRANDS = ['cloudnumber'] as const satisfies readonly BrandId[];
/** Whether a brand pays Alipay through POST /cloudnumber/alipay/paySubmit. */
export function hasOwnAlipayCall(brand: BrandId): boolean {
  return (OWN_ALIPAY_CALL_BRANDS as readonly BrandId[]).includes(brand);
}

/**
 * POST /cloudnumber/alipay/paySubmit body: cloudnumber's own Alipay call. Alipay is the only method
 * it serves, so no method field; amounts are in the brand's yuan. Answers {@link paySubmitDataSchema}.
 */
export const cloudAlipayPaySubmitBodySchema = z.object({
  platform: z.enum(OWN_ALIPAY_CALL_BRANDS),
  productId: z.string().max(64),
  custom_amount: customAmountSchema,
  gift: customGiftSchema,
  returnUrl: returnUrlSchema,
});
/** POST /cloudnumber/alipay/paySubmit body. */
export type CloudAlipayPaySubmitBody = z.infer<typeof cloudAlipayPaySubmitBodySchema>;

/** POST /cryptoCurrency/paySubmit body (hosted crypto checkout); answers {@link paySubmitDataSchema}. */
export const cryptoPaySubmitBodySchema = platformBodySchema.extend({
  productId: z.string().max(64),
  custom_amount: customAmountSchema,
  gift: customGiftSchema,
  returnUrl: returnUrlSchema,
});
/** POST /cryptoCurrency/paySubmit body. */
export type CryptoPaySubmitBody = z.infer<typeof cryptoPaySubmitBodySchema>;

/** Direct-wallet crypto currencies. */
export const cryptoCurrencies = ['USDT', 'USDC', 'TUSD', 'ETH', 'BCH'] as const;
/** A direct-wallet crypto currency. */
export type CryptoCurrency = (typeof cryptoCurrencies)[number];
/** Networks of the token currencies (ETH and BCH have none). */
export const cryptoNetworks = ['ERC-20', 'TRC-20', 'BSC', 'Polygon'] as const;
/** A token network. */
export type CryptoNetwork = (typeof cryptoNetworks)[number];
/** Networks allowed per currency; empty for ETH and BCH (no network field). */
export const cryptoNetworksByCurrency: Record<CryptoCurrency, readonly CryptoNetwork[]> = {
  USDT: cryptoNetworks,
  USDC: ['ERC-20', 'BSC', 'Polygon'],
  TUSD: cryptoNetworks,
  ETH: [],
  BCH: [],
};
/** Payment method flag enabling each currency. */
export const cryptoCurrencyFlag: Record<CryptoCurrency, PaymentMethod> = {
  USDT: 'usdtPay',
  USDC: 'usdcPay',
  TUSD: 'tusdPay',
  ETH: 'ethPay',
  BCH: 'bchPay',
};

/** POST /etherPay/paySubmit body (direct wallet quote); network required for tokens, absent for ETH/BCH. */
export const etherPaySubmitBodySchema = platformBodySchema
  .extend({
    productId: z.string().max(64),
    custom_amount: customAmountSchema,
    gift: customGiftSchema,
    currency: z.enum(cryptoCurrencies),
    network: z.enum(cryptoNetworks).optional(),
  })
  .refine(
    (body) =>
      cryptoNetworksByCurrency[body.currency].length === 0
        ? body.network === undefined
        : body.network !== undefined && cryptoNetworksByCurrency[body.currency].includes(body.network),
    { message: 'network does not fit the currency', path: ['network'] },
  );
/** POST /etherPay/paySubmit body. */
export type EtherPaySubmitBody = z.infer<typeof etherPaySubmitBodySchema>;

/** POST /etherPay/paySubmit answer: exact amount to send to the address. */
export const etherPayDataSchema = z.object({
  /** Crypto amount to transfer, 8 decimals, e.g. "50.00000000". */
  rechargeAmount: z.string(),
  /** Deposit address, deterministic per order. */
  walletAddress: z.string(),
  /** Brand units per one crypto unit. */
  cryptoToLegalRate: z.number(),
  /** When the rate was quoted, ms since epoch. */
  queryRateTime: z.number().int(),
  orderId: z.string(),
});
/** POST /etherPay/paySubmit answer. */
export type EtherPayData = z.infer<typeof etherPayDataSchema>;

/** POST /paypal/paySubmit body; PayPal refuses custom amounts and needs a verified phone. */
export const paypalPaySubmitBodySchema = platformBodySchema.extend({
  productId: z.string().max(64),
});
/** POST /paypal/paySubmit body. */
export type PaypalPaySubmitBody = z.infer<typeof paypalPaySubmitBodySchema>;

/** The currency of PayPal's hidden form: PayPal is offered only on brands whose unit is worth a dollar. */
export const PAYPAL_FORM_CURRENCY = 'USD';
/** Brand currency codes PayPal's USD form can charge 1:1 (a Coin is a dollar). */
export const PAYPAL_CURRENCY_CODES: readonly string[] = ['USD', 'COIN'];

/**
 * The hidden form the web posts to PayPal's page in the provider window (spec 001 section 7): the
 * brand's button id, the notify URL, `custom` = the transaction id (our order id), the amount option
 * and currency USD. The provider checks amount and custom against the order and refuses a mismatch.
 */
export const paypalFormSchema = z.object({
  /** A hosted button payment. */
  cmd: z.literal('_s-xclick'),
  /** The brand's PayPal button. */
  hosted_button_id: z.string(),
  /** Where the provider reports the payment. */
  notify_url: z.string(),
  /** The transaction id: our order id. */
  custom: z.string(),
  /** Name of the button's amount option. */
  on0: z.literal('amount'),
  /** The amount option: dollars with 2 decimals, e.g. "50.00". */
  os0: z.string().regex(/^\d+\.\d{2}$/),
  currency_code: z.literal(PAYPAL_FORM_CURRENCY),
});
/** PayPal's hidden form fields. */
export type PaypalForm = z.infer<typeof paypalFormSchema>;

/**
 * POST /paypal/paySubmit answer: our order id as transaction id, the page, and the hidden form to post
 * to it; without a form (PayPal's Orders API) the page is PayPal's approve link, opened as it is.
 */
export const paypalPayDataSchema = z.object({
  transactionId: z.string(),
  paymentUrl: z.string(),
  form: paypalFormSchema.optional(),
});
/** POST /paypal/paySubmit answer. */
export type PaypalPayData = z.infer<typeof paypalPayDataSchema>;

/** GET /getPaymentList query: UTC month YYYY-MM, paging from 1. */
export const paymentListQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(1000).default(1000),
  pageNo: z.coerce.number().int().min(1).default(1),
  date: z.string().regex(MONTH_KEY_PATTERN, 'date must be YYYY-MM'),
});
/** GET /getPaymentList query. */
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/** One paid order. */
export const paymentRecordSchema = z.object({
  _id: z.string(),
  method: z.string(),
  /** Ten-thousandths of the brand unit. */
  amount: z.number().int(),
  /** Ten-thousandths of the brand unit; 0 for none. */
  gifts: z.number().int(),
  /** Paid at, ms since epoch. */
  date: z.number().int(),
});
/** One paid order. */
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** GET /getPaymentList answer, newest first. */
export const paymentListDataSchema = z.object({
  totalRows: z.number().int(),
  paymentList: z.array(paymentRecordSchema),
});
/** GET /getPaymentList answer. */
export type PaymentListData = z.infer<typeof paymentListDataSchema>;

/** Sandbox provider pages and hooks, served outside the API base. */
export const SANDBOX_PATHS = {
  /** Checkout page: `/sandbox/pay/<orderId>`. */
  checkout: '/sandbox/pay',
  /** Form target of the checkout buttons: `/sandbox/pay/<orderId>/complete`. */
  complete: '/sandbox/pay',
  /** Webhook of the sandbox provider. */
  webhook: '/webhooks/sandbox',
  /** Webhook of Stripe. */
  stripeWebhook: '/webhooks/stripe',
  /** Webhook of PayPal (Orders v2 events). */
  paypalWebhook: '/webhooks/paypal',
  /** Webhook of BTCPay Server (Greenfield deliveries signed by BTCPay-Sig). */
  btcpayWebhook: '/webhooks/btcpay',
  /** Where PayPal sends the payer back after approving (or cancelling) an order. */
  paypalReturn: '/paypal/return',
} as const;

/**
 * Query field of the sandbox checkout and its buttons carrying the order's checkout key: only the
 * session that placed the order got the address with it, as a provider's checkout session is.
 */
export const SANDBOX_CHECKOUT_KEY_FIELD = 'key';

/** GET /getPaymentOrder query: one of the caller's own orders. */
export const paymentOrderQuerySchema = z.object({
  /** The order id paySubmit answered. */
  orderId: z.string().trim().min(1).max(64),
});
/** GET /getPaymentOrder answer. */
export const paymentOrderDataSchema = z.object({
  orderId: z.string(),
  /** pending until the provider tells; then paid, failed or cancelled. */
  status: z.enum(['pending', 'paid', 'failed', 'cancelled']),
});
/** GET /getPaymentOrder answer. */
export type PaymentOrderData = z.infer<typeof paymentOrderDataSchema>;

/** Query fields a provider's return address carries back to the web page that opened it. */
export const PAYMENT_RETURN_FIELDS = {
  /** The order's outcome: paid, failed or cancelled. */
  status: 'status',
  /** Our order id. */
  orderId: 'orderId',
  /** The retcode of an order we refused ourselves (e.g. 200043); absent otherwise. */
  code: 'code',
} as const;

/** The {@link PAYMENT_RETURN_FIELDS}.status value of a paid order. */
export const PAYMENT_RETURN_PAID = 'paid';
/** The {@link PAYMENT_RETURN_FIELDS}.status value of an order the payer cancelled. */
export const PAYMENT_RETURN_CANCELLED = 'cancelled';
