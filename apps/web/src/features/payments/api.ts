import type {
  BrandConfig,
  CryptoCurrency,
  EtherPayData,
  PaypalForm,
  UiLanguage,
} from '@switchboard/protocol';
import {
  CUSTOM_AMOUNT_GIFT,
  CUSTOM_PRODUCT,
  hasOwnAlipayCall,
  MONEY_SCALE,
  PAY_SUBMIT_WEB_METHOD,
  productId,
  productPrefixes,
} from '@switchboard/protocol';
import { callApi } from '../../lib/api/client.ts';
import { useRuntime } from '../../lib/runtime.ts';
import { type NetworkLabel, type UiMethod, wireNetwork } from './rules.ts';

/** What to pay: amount in ten-thousandths, and whether it is a custom amount. */
export interface PayOrder {
  amount: number;
  custom: boolean;
  /**
   * The gift the order credits by the shared rule, for the payment title only: the wire carries no
   * gift amount, just the custom-amount flag, and the server prices the gift itself.
   */
  gift: number;
}

/**
 * A payment started: a provider page with our order id (PayPal's transaction id is that id, and its
 * page is reached by posting the hidden form), or a wallet quote.
 */
export type PayStart =
  | { kind: 'page'; paymentUrl: string; orderId: string; form?: PaypalForm }
  | { kind: 'wallet'; quote: EtherPayData };

const PREFIX: Record<UiMethod, string> = {
  card: productPrefixes.card,
  paypal: productPrefixes.paypal,
  wechatpay: productPrefixes.wechatpay,
  alipay: productPrefixes.alipay,
  unionpay: productPrefixes.unionpay,
  cryptoPay: productPrefixes.crypto,
  crypto: productPrefixes.ether,
};

/** Whole brand units of an amount in ten-thousandths. */
function wholeUnits(amount: number): number {
  return Math.round(amount / MONEY_SCALE);
}

/**
 * The product id, custom-amount field and gift flag of an order for a method: a custom amount goes
 * with a `_CUSTOM` product id and the gift value "-1" (spec 001 section 4), a tile with neither.
 */
export function productFields(
  brand: BrandConfig,
  method: UiMethod,
  order: Pick<PayOrder, 'amount' | 'custom'>,
) {
  const units = wholeUnits(order.amount);
  return {
    productId: productId(PREFIX[method], brand.currency.code, order.custom ? CUSTOM_PRODUCT : units),
    custom_amount: order.custom ? units : undefined,
    gift: order.custom ? CUSTOM_AMOUNT_GIFT : undefined,
  } as const;
}

/** The page providers send the browser back to; for the Chinese interface it carries the country CN. */
export function returnUrl(language: UiLanguage = useRuntime.getState().language): string {
  return language === 'zh-CN' ? `${window.location.origin}/?cc=CN` : `${window.location.origin}/`;
}

/**
 * Starts a payment with the call of its method (paySubmit, alipay or the brand's own Alipay call,
 * cryptoCurrency, etherPay or paypal paySubmit) and resolves with the provider page or the wallet quote.
 */
export async function startPayment(
  brand: BrandConfig,
  method: UiMethod,
  order: PayOrder,
  crypto?: { currency: CryptoCurrency; network: NetworkLabel },
): Promise<PayStart> {
  const { productId: id, custom_amount, gift } = productFields(brand, method, order);
  if (method === 'crypto') {
    // The crypto dialog always names the currency and network of a wallet payment.
    if (!crypto) throw new Error('a wallet payment needs its currency');
    const body = {
      productId: id,
      custom_amount,
      gift,
      currency: crypto.currency,
      network: wireNetwork(crypto.network),
    };
    const quote = await callApi('etherPaySubmit', { body });
    return { kind: 'wallet', quote };
  }
  if (method === 'paypal') {
    const data = await callApi('paypalPaySubmit', { body: { productId: id } });
    return { kind: 'page', paymentUrl: data.paymentUrl, orderId: data.transactionId, form: data.form };
  }
  let data: { paymentUrl: string; orderId: string };
  if (method === 'alipay' && hasOwnAlipayCall(brand.id)) {
    // cloudnumber pays Alipay through its own call.
    const body = { productId: id, custom_amount, gift, returnUrl: returnUrl() };
    data = await callApi('cloudAlipayPaySubmit', { body });
  } else if (method === 'alipay' || method === 'unionpay') {
    const body = { paymentMethod: method, productId: id, custom_amount, gift, returnUrl: returnUrl() };
    data = await callApi('alipayPaySubmit', { body });
  } else if (method === 'cryptoPay') {
    const body = { productId: id, custom_amount, gift, returnUrl: returnUrl() };
    data = await callApi('cryptoPaySubmit', { body });
  } else {
    // The web variant of the call (pay.webpay) from a desktop browser, as the spec's shape has it.
    const body = {
      method: PAY_SUBMIT_WEB_METHOD,
      productid: id,
      payment_method: method,
      custom_amount,
      gift,
      return_url: returnUrl(),
      devicetype: 'web',
      browser_type: 'PC',
    } as const;
    data = await callApi('paySubmit', { body });
  }
  return { kind: 'page', paymentUrl: data.paymentUrl, orderId: data.orderId };
}

/** Where one of the account's orders stands. */
export async function getPaymentOrder(orderId: string) {
  return (await callApi('getPaymentOrder', { query: { orderId } })).status;
}
