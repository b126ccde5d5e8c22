import { Retcode } from '@switchboard/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cryptoCheckout,
  ordersOf,
  RETURN_URL,
  STAND_IN_API_KEY,
  STAND_IN_STORE_ID,
  useBtcpayApp,
  walletQuote,
} from './helpers/btcpay-app.ts';
import { registerAccount } from './helpers/factories.ts';

describe('BTCPay pay calls', () => {
  const { standIn, t } = useBtcpayApp();
  afterEach(() => {
    standIn.failWith = undefined;
    standIn.enabledMethods = undefined;
  });

  it('opens a Greenfield invoice for the order and answers its checkout link', async () => {
    const account = await registerAccount(t.app, { brand: 'pingme' });
    const res = await cryptoCheckout(t, account);
    expect(res.body.retcode, JSON.stringify(res.body)).toBe(Retcode.OK);
    const invoice = standIn.invoiceOf(res.body.data.orderId);
    expect(res.body.data.paymentUrl).toBe(`${standIn.url}/i/${invoice.id}`);
    const created = standIn.requests.find((request) => request.method === 'POST');
    expect(created?.path).toBe(`/api/v1/stores/${STAND_IN_STORE_ID}/invoices`);
    expect(created?.authorization).toBe(`token ${STAND_IN_API_KEY}`);
    // A Coin is a dollar: 20 coins are invoiced as 20 USD.
    expect(created?.body).toMatchObject({
      amount: '20.0000',
      currency: 'USD',
      metadata: { orderId: res.body.data.orderId },
      checkout: { redirectURL: RETURN_URL },
    });
    const [order] = await ordersOf(t, account.id);
    expect(order).toMatchObject({ provider: 'btcpay', provider_ref: invoice.id, status: 'pending' });
  });

  it('quotes a direct wallet with BTCPay amount due, destination and rate', async () => {
    const account = await registerAccount(t.app, { brand: 'pingme' });
    const res = await walletQuote(t, account, { currency: 'ETH' });
    expect(res.body.retcode, JSON.stringify(res.body)).toBe(Retcode.OK);
    const invoice = standIn.invoiceOf(res.body.data.orderId);
    expect(invoice.checkout).toMatchObject({ paymentMethods: ['ETH-CHAIN'], lazyPaymentMethods: false });
    const method = invoice.methods[0];
    expect(res.body.data).toMatchObject({
      rechargeAmount: '0.00666667',
      walletAddress: method?.destination,
      cryptoToLegalRate: 3000,
    });
    const token = await walletQuote(t, account, { currency: 'USDT', network: 'TRC-20' });
    expect(token.body.data.rechargeAmount).toBe('20.00000000');
    expect(standIn.invoiceOf(token.body.data.orderId).checkout.paymentMethods).toEqual(['USDT-TRC20']);
    const orders = await ordersOf(t, account.id);
    expect(orders.map((order) => order.provider_ref).sort()).toEqual(
      [invoice.id, standIn.invoiceOf(token.body.data.orderId).id].sort(),
    );
  });

  it('refuses a coin the store does not take, with a sentence and no order', async () => {
    standIn.enabledMethods = ['USDT-ERC20'];
    const account = await registerAccount(t.app, { brand: 'pingme' });
    const res = await walletQuote(t, account, { currency: 'BCH' });
    expect(res.body.retcode).toBe(Retcode.PAYMENT_METHOD_UNAVAILABLE);
    expect(res.body.retmsg).not.toBe('');
    expect(await ordersOf(t, account.id)).toEqual([]);
  });

  for (const failure of ['server-error', 'hang'] as const) {
    it(`answers BTCPay ${failure} with the payment-failure sentence and writes nothing`, async () => {
      standIn.failWith = failure;
      const account = await registerAccount(t.app, { brand: 'pingme' });
      const checkout = await cryptoCheckout(t, account);
      expect(checkout.status).toBeLessThan(500);
      expect(checkout.body).toMatchObject({
        retcode: Retcode.PAYMENT_FAILED,
        retmsg: 'The payment failed. Please try again.',
      });
      const wallet = await walletQuote(t, account, { currency: 'USDT', network: 'ERC-20' });
      expect(wallet.status).toBeLessThan(500);
      expect(wallet.body.retcode).toBe(Retcode.PAYMENT_FAILED);
      const chinese = await cryptoCheckout(t, account, 'zh_cn');
      expect(chinese.body).toMatchObject({ retcode: Retcode.PAYMENT_FAILED, retmsg: '支付失败，请重试。' });
      expect(await ordersOf(t, account.id)).toEqual([]);
    });
  }
});
