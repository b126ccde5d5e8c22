import { CUSTOM_AMOUNT_GIFT, type PaySubmitData, productId, Retcode } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { post } from './helpers/api.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { checkoutPageUrl, deliverSandbox } from './helpers/payments.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({
  overrides: {
    payments: { stripeSecretKey: undefined, stripeWebhookSecret: undefined, sandbox: true, disabled: [] },
  },
});

const RETURN = 'http://localhost:3000/account?tab=recharge';

function cloudAlipay(account: TestAccount, body: Record<string, unknown>) {
  return post<PaySubmitData>(
    t.app,
    'cloudAlipayPaySubmit',
    { platform: account.brand, returnUrl: RETURN, ...body },
    { token: account.token },
  );
}

describe("cloudnumber's own Alipay call", () => {
  it('opens a sandbox Alipay order in yuan, paid and credited like the other pay calls', async () => {
    const li = await registerAccount(t.app, { brand: 'cloudnumber' });
    const res = await cloudAlipay(li, { productId: productId('alipay', 'CNY', 50) });
    expect(res.body.retcode).toBe(Retcode.OK);
    const { orderId, paymentUrl } = res.body.data;
    expect(paymentUrl).toBe(checkoutPageUrl(t, orderId));
    expect(await t.app.services.payments.order(orderId)).toMatchObject({
      method: 'alipay',
      provider: 'sandbox',
      currency: 'CNY',
      amount: 500_000,
      gift: 0,
      status: 'pending',
      return_url: RETURN,
    });
    const page = await t.app.inject({ method: 'GET', url: paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Alipay');
    expect((await deliverSandbox(t, orderId, 'paid')).headers.location).toContain('status=paid');
    expect(await t.app.ledger.balance(li.id)).toBe(500_000);

    const custom = await cloudAlipay(li, {
      productId: productId('alipay', 'CNY', 'CUSTOM'),
      custom_amount: 1234,
      gift: CUSTOM_AMOUNT_GIFT,
    });
    expect(await t.app.services.payments.order(custom.body.data.orderId)).toMatchObject({
      amount: 12_340_000,
      gift: 0,
    });
  });

  it('is the only way cloudnumber pays Alipay; UnionPay stays on /alipay/paySubmit', async () => {
    const wang = await registerAccount(t.app, { brand: 'cloudnumber' });
    const shared = (paymentMethod: 'alipay' | 'unionpay') =>
      post<PaySubmitData>(
        t.app,
        'alipayPaySubmit',
        {
          platform: 'cloudnumber',
          paymentMethod,
          productId: productId(paymentMethod, 'CNY', 10),
          returnUrl: RETURN,
        },
        { token: wang.token },
      );
    expect((await shared('alipay')).body).toMatchObject({
      retcode: Retcode.INVALID_PARAMETER,
      field: 'paymentMethod',
    });
    expect((await shared('unionpay')).body.retcode).toBe(Retcode.OK);
    const orders = await t.app.db
      .selectFrom('payment_orders')
      .select('method')
      .where('account_id', '=', wang.id)
      .execute();
    expect(orders.map((order) => order.method)).toEqual(['unionpay']);
  });

  it('serves cloudnumber only, and checks amounts and the return URL as the other calls do', async () => {
    const sam = await registerAccount(t.app, { brand: 'wetalk' });
    const foreignBrand = await cloudAlipay(sam, { productId: productId('alipay', 'USD', 10) });
    expect(foreignBrand.status).toBe(400);
    expect(foreignBrand.body.retcode).not.toBe(Retcode.OK);

    const zhou = await registerAccount(t.app, { brand: 'cloudnumber' });
    const notATile = await cloudAlipay(zhou, { productId: productId('alipay', 'CNY', 7) });
    expect(notATile.body.retcode).toBe(Retcode.PAYMENT_AMOUNT_NOT_ALLOWED);
    const tooMuch = await cloudAlipay(zhou, {
      productId: productId('alipay', 'CNY', 'CUSTOM'),
      custom_amount: 2001,
      gift: CUSTOM_AMOUNT_GIFT,
    });
    expect(tooMuch.body.retcode).toBe(Retcode.PAYMENT_AMOUNT_NOT_ALLOWED);
    const unflagged = await cloudAlipay(zhou, {
      productId: productId('alipay', 'CNY', 'CUSTOM'),
      custom_amount: 20,
    });
    expect(unflagged.body).toMatchObject({ retcode: Retcode.INVALID_PARAMETER, field: 'gift' });
    const elsewhere = await cloudAlipay(zhou, {
      productId: productId('alipay', 'CNY', 10),
      returnUrl: 'https://evil.example/',
    });
    expect(elsewhere.body).toMatchObject({ retcode: Retcode.INVALID_PARAMETER, field: 'returnUrl' });
    const unsigned = await post(t.app, 'cloudAlipayPaySubmit', {
      platform: 'cloudnumber',
      productId: productId('alipay', 'CNY', 10),
      returnUrl: RETURN,
    });
    expect(unsigned.status).toBe(401);
  });
});
