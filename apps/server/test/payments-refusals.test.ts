import { type PaypalPayData, type PaySubmitData, productId, Retcode } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { MAX_OPEN_ORDERS, MAX_ORDERS_PER_WINDOW } from '../src/modules/payments/payments.service.ts';
import { post } from './helpers/api.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { checkoutPageUrl, deliverSandbox, setVerifiedPhone } from './helpers/payments.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({
  overrides: {
    payments: { stripeSecretKey: undefined, stripeWebhookSecret: undefined, sandbox: true, disabled: [] },
  },
});

const RETURN = 'http://localhost:3000/account?tab=recharge';

async function countOrders(accountId: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('payment_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

describe('daily order limit', () => {
  const payFor = (payer: TestAccount) =>
    post<PaySubmitData>(
      t.app,
      'paySubmit',
      {
        platform: 'wetalk',
        productid: productId('card', 'USD', 10),
        payment_method: 'card',
        return_url: RETURN,
        devicetype: 'web',
      },
      { token: payer.token },
    );

  it(`counts paid recharges: order ${MAX_ORDERS_PER_WINDOW + 1} after ${MAX_ORDERS_PER_WINDOW} paid in a day is 200041`, async () => {
    const payer = await registerAccount(t.app, { brand: 'wetalk' });
    for (let i = 0; i < MAX_ORDERS_PER_WINDOW; i += 1) {
      const opened = await payFor(payer);
      expect(opened.body.retcode).toBe(Retcode.OK);
      expect((await deliverSandbox(t, opened.body.data.orderId, 'paid')).statusCode).toBe(303);
    }
    const refused = await payFor(payer);
    expect(refused.status).toBe(400);
    expect(refused.body.retcode).toBe(Retcode.PAYMENT_MAX_TIMES);
    expect(refused.body.retmsg).toMatch(/maximum number of recharges/);
    expect(await countOrders(payer.id)).toBe(MAX_ORDERS_PER_WINDOW);

    // Recharges older than the window no longer count.
    await t.app.db
      .updateTable('payment_orders')
      .set({ created_at: Date.now() - 25 * 60 * 60 * 1000 })
      .where('account_id', '=', payer.id)
      .execute();
    expect((await payFor(payer)).body.retcode).toBe(Retcode.OK);
  });

  it('does not count checkouts that were never paid, but caps unpaid ones in an hour with a sentence', async () => {
    const payer = await registerAccount(t.app, { brand: 'wetalk' });
    // Cancelled and failed checkouts count for nothing.
    for (let i = 0; i < MAX_ORDERS_PER_WINDOW + 5; i += 1) {
      const opened = await payFor(payer);
      expect(opened.body.retcode).toBe(Retcode.OK);
      await deliverSandbox(t, opened.body.data.orderId, i % 2 === 0 ? 'cancelled' : 'failed');
    }
    for (let i = 0; i < MAX_OPEN_ORDERS; i += 1) expect((await payFor(payer)).body.retcode).toBe(Retcode.OK);
    const refused = await payFor(payer);
    expect(refused.body.retcode).toBe(Retcode.TOO_MANY_REQUESTS);
    expect(refused.body.retmsg).toBe(
      `You started ${MAX_OPEN_ORDERS} payments in the last hour that are not finished. Finish one, or try again later.`,
    );
    expect(await countOrders(payer.id)).toBe(MAX_ORDERS_PER_WINDOW + 5 + MAX_OPEN_ORDERS);
    // Unpaid checkouts from before the hour no longer hold a place.
    await t.app.db
      .updateTable('payment_orders')
      .set({ created_at: Date.now() - 61 * 60 * 1000 })
      .where('account_id', '=', payer.id)
      .execute();
    expect((await payFor(payer)).body.retcode).toBe(Retcode.OK);
  });
});

describe('one PayPal account per account', () => {
  async function paypalPay(account: TestAccount): Promise<PaypalPayData> {
    const res = await post<PaypalPayData>(
      t.app,
      'paypalPaySubmit',
      { platform: 'wetalk', productId: productId('paypal', 'USD', 10) },
      { token: account.token },
    );
    expect(res.body.retcode).toBe(Retcode.OK);
    return res.body.data;
  }
  const paypalOrder = async (account: TestAccount) => (await paypalPay(account)).transactionId;

  it('binds the first payer; another payer, or the same payer for another account, fails with 200043', async () => {
    const first = await registerAccount(t.app, { brand: 'wetalk' });
    const second = await registerAccount(t.app, { brand: 'wetalk' });
    await setVerifiedPhone(t, first.id, '2125550181');
    await setVerifiedPhone(t, second.id, '2125550182');
    const buyer = `buyer-${first.id}@paypal.example`;

    const paid = await deliverSandbox(t, await paypalOrder(first), 'paid', buyer);
    expect(paid.headers.location).toContain('status=paid');
    expect(await t.app.ledger.balance(first.id)).toBe(110_000);

    const otherPayer = await deliverSandbox(t, await paypalOrder(first), 'paid', `other-${buyer}`);
    expect(otherPayer.headers.location).toContain('status=failed');
    expect(otherPayer.headers.location).toContain(`code=${Retcode.PAYPAL_MULTIPLE_ACCOUNTS}`);
    expect(await t.app.ledger.balance(first.id)).toBe(110_000);

    const sharedPayer = await deliverSandbox(t, await paypalOrder(second), 'paid', buyer);
    expect(sharedPayer.headers.location).toContain(`code=${Retcode.PAYPAL_MULTIPLE_ACCOUNTS}`);
    expect(await t.app.ledger.balance(second.id)).toBe(0);

    const again = await deliverSandbox(t, await paypalOrder(first), 'paid', buyer);
    expect(again.headers.location).toContain('status=paid');
    expect(again.headers.location).not.toContain('code=');
    expect(await t.app.ledger.balance(first.id)).toBe(220_000);
  });

  it('refuses a PayPal event that names no payer', async () => {
    const payer = await registerAccount(t.app, { brand: 'wetalk' });
    await setVerifiedPhone(t, payer.id, '2125550183');
    const res = await deliverSandbox(t, await paypalOrder(payer), 'paid');
    expect(res.headers.location).toContain(`code=${Retcode.PAYPAL_MULTIPLE_ACCOUNTS}`);
    expect(await t.app.ledger.balance(payer.id)).toBe(0);
  });

  it('asks the payer for the PayPal account on the sandbox page, reached by a posted form', async () => {
    const payer = await registerAccount(t.app, { brand: 'wetalk' });
    await setVerifiedPhone(t, payer.id, '2125550184');
    const { transactionId, form } = await paypalPay(payer);
    // The web client reaches PayPal's page with a posted hidden form.
    const page = await t.app.inject({
      method: 'POST',
      url: checkoutPageUrl(t, transactionId),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="payer"');
  });
});
