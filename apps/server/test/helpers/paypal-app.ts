import { type PaypalPayData, productId, Retcode } from '@switchboard/protocol';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PaypalSettings } from '../../src/config/paypal.ts';
import { post } from './api.ts';
import { registerAccount, type TestAccount } from './factories.ts';
import { setVerifiedPhone } from './payments.ts';
import { PaypalStandIn } from './paypal-stand-in.ts';
import type { StandInOrder } from './paypal-stand-in-objects.ts';
import { type SuiteApp, useTestApp } from './use-test-app.ts';

/** The REST app's credentials the app sends and the stand-in expects. */
export const STAND_IN_CLIENT_ID = 'AStandInClientId';
export const STAND_IN_CLIENT_SECRET = 'EStandInClientSecret';
/** The id of the webhook registered at the stand-in. */
export const STAND_IN_WEBHOOK_ID = '1JE4291016473214C';

/**
 * A PayPal stand-in and an app pointed at it through PAYPAL_API_BASE, for one test file. The app
 * listens, so the stand-in delivers webhooks over HTTP as PayPal does; the sandbox stays on for the
 * other methods.
 */
export function usePaypalApp(): { standIn: PaypalStandIn; t: SuiteApp; settings: () => PaypalSettings } {
  const standIn = new PaypalStandIn(STAND_IN_CLIENT_ID, STAND_IN_CLIENT_SECRET, STAND_IN_WEBHOOK_ID);
  beforeAll(() => standIn.start());
  afterAll(() => standIn.stop());
  const settings = (): PaypalSettings => ({
    clientId: STAND_IN_CLIENT_ID,
    clientSecret: STAND_IN_CLIENT_SECRET,
    webhookId: STAND_IN_WEBHOOK_ID,
    environment: 'sandbox',
    apiBase: standIn.url,
  });
  const t = useTestApp({
    listen: true,
    overrides: () => ({
      paypal: settings(),
      payments: { stripeSecretKey: undefined, stripeWebhookSecret: undefined, sandbox: true, disabled: [] },
    }),
  });
  beforeAll(() => {
    standIn.webhookBase = t.baseUrl;
  });
  return { standIn, t, settings };
}

let phones = 0;
/** An account of a brand with a verified phone, as PayPal needs. */
export async function payerAccount(t: SuiteApp, brand: 'wetalk' | 'pingme' = 'wetalk'): Promise<TestAccount> {
  const account = await registerAccount(t.app, { brand });
  phones += 1;
  await setVerifiedPhone(t, account.id, `21255503${String(phones).padStart(2, '0')}`);
  return account;
}

/** Pays a PayPal tile of whole units as the web does, and expects the order back. */
export async function paypalOrder(t: SuiteApp, account: TestAccount, units = 20): Promise<PaypalPayData> {
  const currency = account.brand === 'pingme' ? 'COIN' : 'USD';
  const res = await post<PaypalPayData>(
    t.app,
    'paypalPaySubmit',
    { platform: account.brand, productId: productId('paypal', currency, units) },
    { token: account.token },
  );
  expect(res.body.retcode, JSON.stringify(res.body)).toBe(Retcode.OK);
  return res.body.data;
}

/** The stand-in's PayPal order behind one of our orders. */
export function standInOrderOf(standIn: PaypalStandIn, orderId: string): StandInOrder {
  const order = [...standIn.orders.values()].find(
    (candidate) => candidate.purchase_units[0]?.custom_id === orderId,
  );
  if (order === undefined) throw new Error(`no PayPal order for ${orderId}`);
  return order;
}

/** The payer's browser coming back from PayPal: the return address with PayPal's token and PayerID. */
export function comeBack(t: SuiteApp, order: StandInOrder, cancelled = false) {
  const target = new URL((cancelled ? order.cancelUrl : order.returnUrl) ?? '');
  target.searchParams.set('token', order.id);
  if (!cancelled && order.payer !== undefined) target.searchParams.set('PayerID', order.payer.payer_id);
  return t.app.inject({ method: 'GET', url: `${target.pathname}${target.search}` });
}

/** What the ledger credited for an order (top-up and gift together), and in how many entries. */
export async function creditsFor(t: SuiteApp, orderId: string): Promise<{ total: number; entries: number }> {
  const rows = await t.app.db
    .selectFrom('ledger_entries')
    .select('amount')
    .where('reference', '=', `order:${orderId}`)
    .execute();
  return { total: rows.reduce((sum, row) => sum + Number(row.amount), 0), entries: rows.length };
}
