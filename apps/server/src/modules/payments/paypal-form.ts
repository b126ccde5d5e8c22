import {
  MONEY_SCALE,
  PAYPAL_FORM_CURRENCY,
  type PaypalForm,
  paypalFormSchema,
  SANDBOX_PATHS,
} from '@switchboard/protocol';
import { sandboxPaypalButtonId } from '../../adapters/payments/sandbox.ts';
import type { PaymentOrderRow } from '../../db/types.ts';

/** The amount option of PayPal's form: dollars with 2 decimals ("50.00"); a Coin counts as a dollar. */
export function paypalAmountOption(amount: number): string {
  return (amount / MONEY_SCALE).toFixed(2);
}

/**
 * The notify URL of an order's form: the sandbox provider's webhook on the origin the order was
 * placed through, where the stand-in reports the payment.
 */
export function paypalNotifyUrl(origin: string): string {
  return `${origin}${SANDBOX_PATHS.webhook}`;
}

/** The hidden form the web posts to PayPal's page for an order (spec 001 section 7). */
export function paypalForm(
  order: Pick<PaymentOrderRow, 'id' | 'amount' | 'brand'>,
  notifyUrl: string,
): PaypalForm {
  return {
    cmd: '_s-xclick',
    hosted_button_id: sandboxPaypalButtonId(order.brand),
    notify_url: notifyUrl,
    custom: order.id,
    on0: 'amount',
    os0: paypalAmountOption(order.amount),
    currency_code: PAYPAL_FORM_CURRENCY,
  };
}

/**
 * What is wrong with a form posted to the stand-in PayPal page of an order, or null when it fits:
 * the form must be there, name the brand's button and the sandbox webhook, carry the order id as
 * `custom`, and the order's amount in USD.
 */
export function paypalFormMismatch(
  order: Pick<PaymentOrderRow, 'id' | 'amount' | 'brand'>,
  body: unknown,
): string | null {
  const parsed = paypalFormSchema.safeParse(body);
  if (!parsed.success) return 'the PayPal form is missing or malformed';
  const form = parsed.data;
  if (form.custom !== order.id) return 'custom is not the transaction id of this order';
  if (form.os0 !== paypalAmountOption(order.amount)) return 'the amount option is not the order amount';
  if (form.hosted_button_id !== sandboxPaypalButtonId(order.brand)) return "the button is not the brand's";
  if (!URL.canParse(form.notify_url) || new URL(form.notify_url).pathname !== SANDBOX_PATHS.webhook) {
    return 'notify_url is not the sandbox webhook';
  }
  return null;
}
