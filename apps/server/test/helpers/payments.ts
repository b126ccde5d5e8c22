import { SANDBOX_CHECKOUT_KEY_FIELD, SANDBOX_PATHS } from '@switchboard/protocol';
import type { LightMyRequestResponse } from 'fastify';
import { sandboxCheckoutKey } from '../../src/adapters/payments/sandbox.ts';
import type { Config } from '../../src/config/index.ts';
import type { RunningApp } from './app.ts';

/** The sandbox checkout page of an order, with the key its paySubmit answer carries. */
export function checkoutPageUrl(t: RunningApp, orderId: string): string {
  return `${SANDBOX_PATHS.checkout}/${orderId}?${SANDBOX_CHECKOUT_KEY_FIELD}=${sandboxCheckoutKey(t.config.appSecret, orderId)}`;
}

/**
 * Presses a button of the sandbox checkout page of an order (paid, failed or cancelled), with the
 * PayPal account the payer typed for PayPal orders.
 */
export function deliverSandbox(
  t: RunningApp,
  orderId: string,
  outcome: string,
  payer?: string,
): Promise<LightMyRequestResponse> {
  const form = new URLSearchParams({ outcome });
  if (payer !== undefined) form.set('payer', payer);
  return t.app.inject({
    method: 'POST',
    url: `${SANDBOX_PATHS.complete}/${orderId}/complete?${SANDBOX_CHECKOUT_KEY_FIELD}=${sandboxCheckoutKey(t.config.appSecret, orderId)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

/** Gives an account a verified phone, as the verified modal would. */
export async function setVerifiedPhone(t: RunningApp, accountId: string, phone: string): Promise<void> {
  await t.app.db.updateTable('accounts').set({ tel_code: '1', phone }).where('id', '=', accountId).execute();
}

/**
 * Payments with both webhook routes: the sandbox provider and Stripe's webhook with this secret, but
 * no Stripe secret key, so Stripe itself is never called.
 */
export function webhookPayments(stripeWebhookSecret: string): Config['payments'] {
  return { stripeSecretKey: undefined, stripeWebhookSecret, sandbox: true, disabled: [] };
}
