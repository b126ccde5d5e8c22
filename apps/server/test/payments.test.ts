import {
  CUSTOM_AMOUNT_GIFT,
  type EtherPayData,
  monthKeyOf,
  type PaymentListData,
  type PaymentMethodsData,
  type PaySubmitData,
  productId,
  Retcode,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { registerAccount } from './helpers/factories.ts';
import { checkoutPageUrl, deliverSandbox } from './helpers/payments.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({
  overrides: {
    payments: {
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      sandbox: true,
      disabled: ['wechatpay'],
    },
  },
});

const RETURN = 'http://localhost:3000/account?tab=recharge';

describe('product validation', () => {
  it('accepts a tile, a custom amount in range, and refuses others', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const pay = (productid: string, custom_amount?: number) =>
      post<PaySubmitData>(
        t.app,
        'paySubmit',
        {
          platform: 'wephone',
          productid,
          payment_method: 'card',
          custom_amount,
          // The page flags every custom amount with the gift value "-1".
          gift: productid.endsWith('_CUSTOM') ? CUSTOM_AMOUNT_GIFT : undefined,
          return_url: RETURN,
          devicetype: 'web',
        },
        { token: alice.token },
      );
    const tile = await pay(productId('card', 'USD', 50));
    expect(tile.body.retcode).toBe(Retcode.OK);
    expect(tile.body.data.paymentUrl).toBe(checkoutPageUrl(t, tile.body.data.orderId));
    const order = await t.app.services.payments.order(tile.body.data.orderId);
    expect(order).toMatchObject({ amount: 500_000, gift: 60_000, currency: 'USD', status: 'pending' });

    expect((await pay(productId('card', 'USD', 7))).body.retcode).toBe(Retcode.PAYMENT_AMOUNT_NOT_ALLOWED);
    expect((await pay(productId('card', 'CNY', 50))).body.retcode).toBe(Retcode.PAYMENT_AMOUNT_NOT_ALLOWED);
    expect((await pay('nonsense')).body.retcode).toBe(Retcode.PAYMENT_AMOUNT_NOT_ALLOWED);
    expect((await pay(productId('card', 'USD', 'CUSTOM'), 200)).body.retcode).toBe(Retcode.OK);
    expect((await pay(productId('card', 'USD', 'CUSTOM'), 201)).body.retcode).toBe(
      Retcode.PAYMENT_AMOUNT_NOT_ALLOWED,
    );
    expect((await pay(productId('card', 'USD', 'CUSTOM'), 10)).body.retcode).toBe(
      Retcode.PAYMENT_AMOUNT_NOT_ALLOWED,
    );
    expect((await pay(productId('card', 'USD', 'CUSTOM'))).body.retcode).toBe(
      Retcode.PAYMENT_AMOUNT_NOT_ALLOWED,
    );
  });

  it('a custom amount carries the gift flag "-1" and earns no gift; a tile must not carry it', async () => {
    const fay = await registerAccount(t.app, { brand: 'wephone' });
    const pay = (productid: string, extra: { custom_amount?: number; gift?: string }) =>
      post<PaySubmitData>(
        t.app,
        'paySubmit',
        {
          platform: 'wephone',
          productid,
          payment_method: 'card',
          return_url: RETURN,
          devicetype: 'web',
          ...extra,
        },
        { token: fay.token },
      );
    const custom = await pay(productId('card', 'USD', 'CUSTOM'), {
      custom_amount: 50,
      gift: CUSTOM_AMOUNT_GIFT,
    });
    expect(custom.body.retcode).toBe(Retcode.OK);
    // wephone's tiles earn gifts (50 USD: 6 USD); the same amount typed as a custom amount earns none.
    expect(await t.app.services.payments.order(custom.body.data.orderId)).toMatchObject({
      amount: 500_000,
      gift: 0,
    });

    const unflagged = await pay(productId('card', 'USD', 'CUSTOM'), { custom_amount: 50 });
    expect(unflagged.body).toMatchObject({ retcode: Retcode.INVALID_PARAMETER, field: 'gift' });
    const flaggedTile = await pay(productId('card', 'USD', 50), { gift: CUSTOM_AMOUNT_GIFT });
    expect(flaggedTile.body).toMatchObject({ retcode: Retcode.INVALID_PARAMETER, field: 'gift' });
    // "-1" is the only gift value the wire takes: a client never names a gift amount.
    const named = await pay(productId('card', 'USD', 50), { gift: '6' });
    expect(named.body).toMatchObject({ retcode: Retcode.INVALID_PARAMETER, field: 'gift' });

    const wallet = await post<EtherPayData>(
      t.app,
      'etherPaySubmit',
      {
        platform: 'wephone',
        productId: productId('ether', 'USD', 'CUSTOM'),
        custom_amount: 30,
        gift: CUSTOM_AMOUNT_GIFT,
        currency: 'USDT',
        network: 'ERC-20',
      },
      { token: fay.token },
    );
    expect(wallet.body.data.rechargeAmount).toBe('30.00000000');
    expect((await t.app.services.payments.order(wallet.body.data.orderId))?.gift).toBe(0);
    const checkout = await post<PaySubmitData>(
      t.app,
      'cryptoPaySubmit',
      {
        platform: 'wephone',
        productId: productId('crypto', 'USD', 'CUSTOM'),
        custom_amount: 30,
        returnUrl: RETURN,
      },
      { token: fay.token },
    );
    expect(checkout.body).toMatchObject({ retcode: Retcode.INVALID_PARAMETER, field: 'gift' });
    const orders = await t.app.db
      .selectFrom('payment_orders')
      .select('id')
      .where('account_id', '=', fay.id)
      .execute();
    expect(orders).toHaveLength(2);
  });

  it('uses the custom range of cloudnumber (up to 2000 CNY)', async () => {
    const bob = await registerAccount(t.app, { brand: 'cloudnumber' });
    const pay = (custom_amount: number) =>
      post<PaySubmitData>(
        t.app,
        'cloudAlipayPaySubmit',
        {
          platform: 'cloudnumber',
          productId: productId('alipay', 'CNY', 'CUSTOM'),
          custom_amount,
          gift: CUSTOM_AMOUNT_GIFT,
          returnUrl: RETURN,
        },
        { token: bob.token },
      );
    expect((await pay(2000)).body.retcode).toBe(Retcode.OK);
    const over = await pay(2001);
    expect(over.body.retcode).toBe(Retcode.PAYMENT_AMOUNT_NOT_ALLOWED);
    // Limits in the brand's unit with its decimals, not "must be between 11 and 2000".
    expect(over.body.retmsg).toBe('Enter an amount between 11.00 cloud coins and 2000.00 cloud coins.');
  });

  it('PayPal needs a phone and refuses custom amounts; a disabled method is unavailable', async () => {
    const carol = await registerAccount(t.app, { brand: 'wetalk' });
    const paypal = (id: string) =>
      post(t.app, 'paypalPaySubmit', { platform: 'wetalk', productId: id }, { token: carol.token });
    const methods = await get<PaymentMethodsData>(t.app, 'getPaymentMethods', { token: carol.token });
    expect(methods.body.data).toMatchObject({ card: true, paypal: true, wechatpay: false });
    expect(methods.body.data.needSetPhone.paypal).toBe(true);
    expect((await paypal(productId('paypal', 'USD', 20))).body.retcode).toBe(Retcode.PAYPAL_NEEDS_PHONE);

    await t.app.db
      .updateTable('accounts')
      .set({ tel_code: '1', phone: '2125550199' })
      .where('id', '=', carol.id)
      .execute();
    const after = await get<PaymentMethodsData>(t.app, 'getPaymentMethods', { token: carol.token });
    expect(after.body.data.needSetPhone.paypal).toBe(false);
    expect((await paypal(productId('paypal', 'USD', 'CUSTOM'))).body.retcode).toBe(
      Retcode.PAYMENT_AMOUNT_NOT_ALLOWED,
    );
    const ok = await paypal(productId('paypal', 'USD', 20));
    expect(ok.body.data).toMatchObject({
      transactionId: expect.any(String),
      paymentUrl: expect.stringContaining('/sandbox/pay/'),
    });

    const wechat = await post(
      t.app,
      'paySubmit',
      {
        platform: 'wetalk',
        productid: productId('wechatpay', 'USD', 20),
        payment_method: 'wechatpay',
        return_url: RETURN,
        devicetype: 'web',
      },
      { token: carol.token },
    );
    expect(wechat.body.retcode).toBe(Retcode.PAYMENT_METHOD_UNAVAILABLE);
  });
});

describe('crypto wallet quote', () => {
  it('quotes a deterministic address at the sandbox rate, without gifts on wephone', async () => {
    const dave = await registerAccount(t.app, { brand: 'wephone' });
    const quote = await post<EtherPayData>(
      t.app,
      'etherPaySubmit',
      { platform: 'wephone', productId: productId('ether', 'USD', 50), currency: 'USDT', network: 'TRC-20' },
      { token: dave.token },
    );
    expect(quote.body.data).toMatchObject({ rechargeAmount: '50.00000000', cryptoToLegalRate: 1 });
    expect(quote.body.data.walletAddress).toMatch(/^T[0-9a-f]{33}$/);
    const order = await t.app.services.payments.order(quote.body.data.orderId);
    expect(order?.gift).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: checkoutPageUrl(t, quote.body.data.orderId) });
    expect(page.body).toContain('Simulate deposit');
    expect(page.body).not.toContain('<script');

    const badNetwork = await post(
      t.app,
      'etherPaySubmit',
      { platform: 'wephone', productId: productId('ether', 'USD', 50), currency: 'USDC', network: 'TRC-20' },
      { token: dave.token },
    );
    expect(badNetwork.body.retcode).not.toBe(Retcode.OK);
  });
});

describe('payment list', () => {
  it('lists paid orders of the UTC month only', async () => {
    const erin = await registerAccount(t.app, { brand: 'wephone' });
    const submit = () =>
      post<PaySubmitData>(
        t.app,
        'cryptoPaySubmit',
        { platform: 'wephone', productId: productId('crypto', 'USD', 10), returnUrl: RETURN },
        { token: erin.token },
      );
    const paid = await submit();
    await submit(); // stays pending
    expect((await deliverSandbox(t, paid.body.data.orderId, 'paid')).statusCode).toBe(303);
    const month = monthKeyOf(Date.now());
    const list = await get<PaymentListData>(t.app, 'getPaymentList', {
      token: erin.token,
      query: { pageSize: '1000', pageNo: '1', date: month },
    });
    expect(list.body.data.totalRows).toBe(1);
    expect(list.body.data.paymentList[0]).toMatchObject({
      _id: paid.body.data.orderId,
      method: 'Crypto',
      amount: 100_000,
      gifts: 0,
    });
    const old = await get<PaymentListData>(t.app, 'getPaymentList', {
      token: erin.token,
      query: { date: '2001-01' },
    });
    expect(old.body.data.totalRows).toBe(0);
  });
});
