import {
  type PaymentMethodsData,
  type PaypalForm,
  type PaypalPayData,
  productId,
  Retcode,
  SANDBOX_PATHS,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { checkoutPageUrl, deliverSandbox, setVerifiedPhone } from './helpers/payments.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({
  overrides: {
    payments: { stripeSecretKey: undefined, stripeWebhookSecret: undefined, sandbox: true, disabled: [] },
  },
});

let phones = 0;
/** An account of a brand with a verified phone, as PayPal needs. */
async function payer(brand: 'wetalk' | 'pingme'): Promise<TestAccount> {
  const account = await registerAccount(t.app, { brand });
  phones += 1;
  await setVerifiedPhone(t, account.id, `21255502${String(phones).padStart(2, '0')}`);
  return account;
}

/** The sandbox always answers the hidden form (PayPal's Orders API answers none). */
async function paypal(account: TestAccount, units: number): Promise<PaypalPayData & { form: PaypalForm }> {
  const res = await post<PaypalPayData>(
    t.app,
    'paypalPaySubmit',
    {
      platform: account.brand,
      productId: productId('paypal', account.brand === 'pingme' ? 'COIN' : 'USD', units),
    },
    { token: account.token },
  );
  expect(res.body.retcode).toBe(Retcode.OK);
  const { form } = res.body.data;
  if (form === undefined) throw new Error('the sandbox answered no PayPal form');
  return { ...res.body.data, form };
}

/** Posts a hidden form to the stand-in PayPal page, as the web's provider window does. */
function postForm(url: string, form: Record<string, string> | null) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form === null ? '' : new URLSearchParams(form).toString(),
  });
}

describe('PayPal hidden form', () => {
  it('answers the button id, notify URL, custom = the transaction id, the amount and USD', async () => {
    const ann = await payer('wetalk');
    const data = await paypal(ann, 20);
    const order = await t.app.services.payments.order(data.transactionId);
    expect(order).toMatchObject({
      id: data.transactionId,
      method: 'paypal',
      amount: 200_000,
      currency: 'USD',
    });
    expect(data.form).toEqual({
      cmd: '_s-xclick',
      hosted_button_id: 'SANDBOXWETALK',
      notify_url: `http://localhost:80${SANDBOX_PATHS.webhook}`,
      custom: data.transactionId,
      on0: 'amount',
      os0: '20.00',
      currency_code: 'USD',
    } satisfies PaypalForm);
    expect(data.paymentUrl).toBe(checkoutPageUrl(t, data.transactionId));

    // Coins are dollars: pingme's 50-coin tile is a 50.00 USD form with its own button.
    const ben = await payer('pingme');
    const coins = await paypal(ben, 50);
    expect(coins.form).toMatchObject({
      hosted_button_id: 'SANDBOXPINGME',
      os0: '50.00',
      currency_code: 'USD',
    });
    expect(coins.form.custom).toBe(coins.transactionId);
  });

  it('the stand-in page opens with the form, and pays the order it names', async () => {
    const cat = await payer('wetalk');
    const data = await paypal(cat, 10);
    const page = await postForm(data.paymentUrl, data.form);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="payer"');
    expect(page.body).toContain('$10.00');
    const paid = await deliverSandbox(t, data.transactionId, 'paid', `buyer-${cat.id}@paypal.example`);
    expect(paid.headers.location).toContain('status=paid');
    expect(await t.app.ledger.balance(cat.id)).toBe(110_000);
  });

  it('refuses a form whose amount, custom, currency or button does not fit the order, or no form', async () => {
    const dan = await payer('wetalk');
    const data = await paypal(dan, 10);
    const other = await paypal(dan, 10);
    const refusals: [string, Record<string, string> | null][] = [
      ['amount', { ...data.form, os0: '100.00' }],
      ['custom of another order', { ...data.form, custom: other.transactionId }],
      ['currency', { ...data.form, currency_code: 'EUR' }],
      ["another brand's button", { ...data.form, hosted_button_id: 'SANDBOXPINGME' }],
      ['notify URL', { ...data.form, notify_url: 'https://evil.example/ipn' }],
      ['empty body', null],
    ];
    for (const [what, form] of refusals) {
      const page = await postForm(data.paymentUrl, form);
      expect(page.statusCode, what).toBe(400);
      expect(page.body, what).toContain('does not match its order');
      expect(page.body, what).not.toContain('name="outcome"');
    }
    // Reached by a link instead of the form: refused too, in the order's language.
    const linked = await t.app.inject({ method: 'GET', url: `${data.paymentUrl}&languagecode=zh_cn` });
    expect(linked.statusCode).toBe(400);
    expect(linked.body).toContain('此 PayPal 付款与订单不符');
    expect((await t.app.services.payments.order(data.transactionId))?.status).toBe('pending');
    expect((await postForm(data.paymentUrl, data.form)).statusCode).toBe(200);
  });

  it('is not offered on cloudnumber, whose yuan a USD form cannot charge', async () => {
    const cloud = await registerAccount(t.app, { brand: 'cloudnumber' });
    await setVerifiedPhone(t, cloud.id, '2125550299');
    const methods = await get<PaymentMethodsData>(t.app, 'getPaymentMethods', { token: cloud.token });
    expect(methods.body.data.paypal).toBe(false);
    const res = await post(
      t.app,
      'paypalPaySubmit',
      { platform: 'cloudnumber', productId: productId('paypal', 'CNY', 10) },
      { token: cloud.token },
    );
    expect(res.body.retcode).toBe(Retcode.PAYMENT_METHOD_UNAVAILABLE);
  });
});
