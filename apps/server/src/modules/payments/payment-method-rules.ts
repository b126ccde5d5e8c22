import { PAYPAL_CURRENCY_CODES, PAYPAL_FORM_CURRENCY, type PaymentMethod } from '@switchboard/protocol';
import type { PaymentEvent } from '../../adapters/payments/types.ts';
import type { PaymentOrderRow } from '../../db/types.ts';

/** Methods that need a verified phone on the account. */
export const NEEDS_PHONE: ReadonlySet<PaymentMethod> = new Set(['paypal']);
/** Methods that refuse custom amounts. */
export const NO_CUSTOM: ReadonlySet<PaymentMethod> = new Set(['paypal']);
/** The crypto methods (hosted checkout and the direct-wallet coins): a BTCPay store takes them all. */
export const CRYPTO_METHODS: ReadonlySet<PaymentMethod> = new Set([
  'usdtPay',
  'usdcPay',
  'tusdPay',
  'ethPay',
  'bchPay',
  'cryptoPay',
]);

/** Methods whose paid orders bind one payer account to one of our accounts. */
export const ONE_PAYER_PER_ACCOUNT: ReadonlySet<PaymentMethod> = new Set(['paypal']);

/** Whether an event paid in the order's currency: PayPal charges a Coin order in dollars (ADR 0012). */
export function paidInOrderCurrency(event: PaymentEvent, order: PaymentOrderRow): boolean {
  if (event.currency === order.currency) return true;
  return (
    order.provider === 'paypal' &&
    event.currency === PAYPAL_FORM_CURRENCY &&
    PAYPAL_CURRENCY_CODES.includes(order.currency)
  );
}
