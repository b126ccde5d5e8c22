import {
  type EtherPayData,
  type LanguageCode,
  type PaySubmitData,
  productId,
  Retcode,
} from '@switchboard/protocol';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BtcpaySettings } from '../../src/config/btcpay.ts';
import { post } from './api.ts';
import { BtcpayStandIn } from './btcpay-stand-in.ts';
import { registerAccount, type TestAccount } from './factories.ts';
import { type SuiteApp, useTestApp } from './use-test-app.ts';

/** The store's Greenfield key, id and webhook secret the app is given and the stand-in expects. */
export const STAND_IN_API_KEY = 'standInGreenfieldApiKey0123456789abcdef';
export const STAND_IN_STORE_ID = 'StandInStore7Vq';
export const STAND_IN_WEBHOOK_SECRET = 'standInWebhookSecret';
/** The page the payer comes back to (a return address the app accepts outside production). */
export const RETURN_URL = 'http://localhost:3000/account?tab=recharge';

/**
 * A BTCPay stand-in and an app pointed at it through the BTCPay settings, for one test file; the app
 * listens so the stand-in delivers webhooks over HTTP. The timeout is shorter than in production, so a
 * hanging BTCPay fails within the test, and long enough that a busy test machine never reaches it on
 * an answering one (300 ms did, under a whole suite's load).
 */
export function useBtcpayApp(): { standIn: BtcpayStandIn; t: SuiteApp } {
  const standIn = new BtcpayStandIn(STAND_IN_API_KEY, STAND_IN_STORE_ID, STAND_IN_WEBHOOK_SECRET);
  beforeAll(() => standIn.start());
  afterAll(() => standIn.stop());
  const settings = (): BtcpaySettings => ({
    url: standIn.url,
    apiKey: STAND_IN_API_KEY,
    storeId: STAND_IN_STORE_ID,
    webhookSecret: STAND_IN_WEBHOOK_SECRET,
    timeoutMs: 3000,
  });
  const t = useTestApp({
    listen: true,
    overrides: () => ({
      btcpay: settings(),
      payments: { stripeSecretKey: undefined, stripeWebhookSecret: undefined, sandbox: true, disabled: [] },
    }),
  });
  beforeAll(() => {
    standIn.webhookBase = t.baseUrl;
  });
  return { standIn, t };
}

/** A hosted crypto checkout of a 20-coin tile on pingme (a Coin is priced in dollars). */
export async function cryptoCheckout(t: SuiteApp, account: TestAccount, language?: LanguageCode) {
  return post<PaySubmitData>(
    t.app,
    'cryptoPaySubmit',
    { platform: 'pingme', productId: productId('crypto', 'COIN', 20), returnUrl: RETURN_URL },
    { token: account.token, language },
  );
}

/** A direct-wallet quote of a 20-coin tile. */
export async function walletQuote(
  t: SuiteApp,
  account: TestAccount,
  coin: { currency: 'USDT' | 'ETH' | 'BCH' | 'USDC'; network?: 'ERC-20' | 'TRC-20' | 'Polygon' },
) {
  return post<EtherPayData>(
    t.app,
    'etherPaySubmit',
    { platform: 'pingme', productId: productId('ether', 'COIN', 20), ...coin },
    { token: account.token },
  );
}

/** A fresh pingme account with a paid-for checkout open: the account and the order id. */
export async function openOrder(t: SuiteApp): Promise<{ account: TestAccount; orderId: string }> {
  const account = await registerAccount(t.app, { brand: 'pingme' });
  const res = await cryptoCheckout(t, account);
  expect(res.body.retcode, JSON.stringify(res.body)).toBe(Retcode.OK);
  return { account, orderId: res.body.data.orderId };
}

/** The orders of an account, as stored. */
export function ordersOf(t: SuiteApp, accountId: string) {
  return t.app.db.selectFrom('payment_orders').selectAll().where('account_id', '=', accountId).execute();
}
