import {
  PAY_SUBMIT_WEB_METHOD,
  type PaymentMethod,
  type PaySubmitData,
  productId,
  productPrefixes,
  Retcode,
} from '@switchboard/protocol';
import { afterAll, beforeAll, expect } from 'vitest';
import { type CallResult, post } from './api.ts';
import type { TestAccount } from './factories.ts';
import { StripeStandIn } from './stripe-stand-in.ts';
import { type SuiteApp, useTestApp } from './use-test-app.ts';

/** The secret key the app sends and the stand-in expects. */
export const STAND_IN_SECRET_KEY = 'sk_test_switchboard_stand_in';
/** The webhook endpoint secret the stand-in signs with and the app verifies with. */
export const STAND_IN_WEBHOOK_SECRET = 'whsec_switchboard_stand_in';
/** A return address on the app's own host, as the recharge page sends it. */
export const RETURN_URL = 'http://localhost:3000/account?tab=recharge';

/**
 * A Stripe stand-in and an app pointed at it through STRIPE_API_BASE, for one test file. The app
 * listens, so the stand-in delivers webhooks over HTTP as Stripe does; the sandbox stays on for what
 * Stripe cannot take (a coin brand).
 */
export function useStripeApp(): { standIn: StripeStandIn; t: SuiteApp } {
  const standIn = new StripeStandIn(STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET);
  beforeAll(() => standIn.start());
  afterAll(() => standIn.stop());
  const t = useTestApp({
    listen: true,
    overrides: () => ({
      payments: {
        stripeSecretKey: STAND_IN_SECRET_KEY,
        stripeWebhookSecret: STAND_IN_WEBHOOK_SECRET,
        stripeApiBase: standIn.url,
        sandbox: true,
        disabled: [],
      },
    }),
  });
  beforeAll(() => {
    standIn.webhookBase = t.baseUrl;
  });
  return { standIn, t };
}

/** The pay methods the web's recharge tab sends through Stripe. */
export type StripeMethod = Extract<PaymentMethod, 'card' | 'alipay' | 'wechatpay'>;

/**
 * Pays a tile of whole units with a method the way the web client does: Alipay through
 * /alipay/paySubmit, card and WeChat Pay through /paySubmit.
 */
export function pay(
  t: SuiteApp,
  account: TestAccount,
  method: StripeMethod,
  units = 50,
  currency = 'USD',
): Promise<CallResult<PaySubmitData>> {
  const id = productId(productPrefixes[method], currency, units);
  if (method === 'alipay') {
    const body = { platform: account.brand, paymentMethod: method, productId: id, returnUrl: RETURN_URL };
    return post<PaySubmitData>(t.app, 'alipayPaySubmit', body, { token: account.token });
  }
  const body = {
    platform: account.brand,
    method: PAY_SUBMIT_WEB_METHOD,
    productid: id,
    payment_method: method,
    return_url: RETURN_URL,
    devicetype: 'web',
    browser_type: 'PC',
  };
  return post<PaySubmitData>(t.app, 'paySubmit', body, { token: account.token });
}

/** Pays and expects an order back. */
export async function opened(
  t: SuiteApp,
  account: TestAccount,
  method: StripeMethod,
): Promise<PaySubmitData> {
  const result = await pay(t, account, method);
  expect(result.body.retcode, JSON.stringify(result.body)).toBe(Retcode.OK);
  return result.body.data;
}

/** What the ledger credited for an order (top-up and gift together). */
export async function creditedFor(t: SuiteApp, orderId: string): Promise<number> {
  const rows = await t.app.db
    .selectFrom('ledger_entries')
    .select('amount')
    .where('reference', '=', `order:${orderId}`)
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.amount), 0);
}
