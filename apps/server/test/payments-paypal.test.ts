import { tmpdir } from 'node:os';
import { type PaymentMethodsData, Retcode } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { PaypalProvider } from '../src/adapters/payments/paypal.ts';
import { ConfigError, loadConfig } from '../src/config/index.ts';
import { get } from './helpers/api.ts';
import {
  comeBack,
  creditsFor,
  payerAccount,
  paypalOrder,
  STAND_IN_WEBHOOK_ID,
  standInOrderOf,
  usePaypalApp,
} from './helpers/paypal-app.ts';

// PayPal through its Orders v2 API, against a local stand-in: the approve link the client gets, the
// capture on the payer's return and on PayPal's webhooks, their verification, the one-payer rule.
const { standIn, t, settings } = usePaypalApp();

const orderOf = async (orderId: string) => {
  const order = await t.app.services.payments.order(orderId);
  if (order === undefined) throw new Error(`no order ${orderId}`);
  return order;
};

describe('checkout through PayPal', () => {
  it('answers the approve link of an order for the amount in dollars, and no form', async () => {
    const ann = await payerAccount(t);
    const methods = await get<PaymentMethodsData>(t.app, 'getPaymentMethods', { token: ann.token });
    expect(methods.body.data.paypal).toBe(true);
    const data = await paypalOrder(t, ann, 20);
    expect(data.form).toBeUndefined();
    const order = await orderOf(data.transactionId);
    const paypal = standInOrderOf(standIn, order.id);
    expect(order).toMatchObject({
      provider: 'paypal',
      provider_ref: paypal.id,
      status: 'pending',
      amount: 200_000,
    });
    expect(data.paymentUrl).toBe(paypal.links.find((link) => link.rel === 'approve')?.href);
    const request = standIn
      .requestsTo('/v2/checkout/orders')
      .find((r) => JSON.stringify(r.body.purchase_units).includes(order.id));
    expect(request?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        { custom_id: order.id, reference_id: order.id, amount: { currency_code: 'USD', value: '20.00' } },
      ],
    });
    expect(paypal.returnUrl).toMatch(new RegExp(`/paypal/return\\?orderId=${order.id}$`));
    expect(paypal.cancelUrl).toMatch(/&cancelled=1$/);
    // The OAuth2 token was asked with the app's credentials.
    expect(standIn.requestsTo('/v1/oauth2/token').length).toBeGreaterThan(0);
  });

  it('charges a Coin order in dollars and credits the coins on the return', async () => {
    const pat = await payerAccount(t, 'pingme');
    const data = await paypalOrder(t, pat, 20);
    const paypal = standInOrderOf(standIn, data.transactionId);
    expect(paypal.purchase_units[0]?.amount).toEqual({ currency_code: 'USD', value: '20.00' });
    standIn.approve(paypal.id, 'PAYERCOIN0001');
    const back = await comeBack(t, paypal);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/?orderId=${data.transactionId}&status=paid`);
    const order = await orderOf(data.transactionId);
    expect(order).toMatchObject({ status: 'paid', currency: 'COIN', payer_ref: 'PAYERCOIN0001' });
    expect((await creditsFor(t, order.id)).total).toBe(order.amount + order.gift);
  });
});

describe('the way back from PayPal', () => {
  it('a cancel leaves the order open; an order not approved yet captures nothing', async () => {
    const gus = await payerAccount(t);
    const { transactionId } = await paypalOrder(t, gus, 20);
    const paypal = standInOrderOf(standIn, transactionId);
    const cancelled = await comeBack(t, paypal, true);
    expect(cancelled.headers.location).toBe(`/?orderId=${transactionId}&status=cancelled`);
    // Back through the return address before approving: no status, so the page waits for the outcome.
    expect((await comeBack(t, paypal)).headers.location).toBe(`/?orderId=${transactionId}`);
    expect((await orderOf(transactionId)).status).toBe('pending');
    // Another order's PayPal token opens nothing.
    const other = await comeBack(t, { ...paypal, id: 'NOTTHISORDER0001' });
    expect(other.statusCode).toBe(404);
  });
});

describe('capture and webhooks', () => {
  it('credits once on the return, however often and in whatever order the webhooks come', async () => {
    const bea = await payerAccount(t);
    const { transactionId } = await paypalOrder(t, bea, 20);
    const paypal = standInOrderOf(standIn, transactionId);
    standIn.approve(paypal.id, 'PAYERBEA00001');
    const approved = standIn.event('CHECKOUT.ORDER.APPROVED', paypal.id);
    expect((await comeBack(t, paypal)).headers.location).toContain('status=paid');
    const completed = standIn.event('PAYMENT.CAPTURE.COMPLETED', paypal.id);
    for (const event of [completed, completed, approved, completed]) {
      expect((await standIn.deliver(event)).status).toBe(200);
    }
    const order = await orderOf(transactionId);
    expect(order.status).toBe('paid');
    const credits = await creditsFor(t, transactionId);
    expect(credits.total).toBe(order.amount + order.gift);
    expect(credits.entries).toBe(order.gift > 0 ? 2 : 1);
    expect(standIn.requestsTo(`/v2/checkout/orders/${paypal.id}/capture`).length).toBeGreaterThanOrEqual(1);
  });

  it('captures on CHECKOUT.ORDER.APPROVED without a return, and PAYMENT.CAPTURE.COMPLETED pays nothing more', async () => {
    const cid = await payerAccount(t);
    const { transactionId } = await paypalOrder(t, cid, 20);
    const paypal = standInOrderOf(standIn, transactionId);
    standIn.approve(paypal.id, 'PAYERCID00001');
    const approved = standIn.event('CHECKOUT.ORDER.APPROVED', paypal.id);
    const first = await standIn.deliver(approved);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ outcome: 'credited' });
    const completed = standIn.event('PAYMENT.CAPTURE.COMPLETED', paypal.id);
    const answers = [];
    for (const event of [completed, approved, completed, completed])
      answers.push(await standIn.deliver(event));
    expect(answers.map((a) => JSON.parse(a.body).outcome)).toEqual([
      'ignored',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    const order = await orderOf(transactionId);
    expect((await creditsFor(t, transactionId)).total).toBe(order.amount + order.gift);
    // The payer coming back later finds it paid, and nothing is captured again.
    expect((await comeBack(t, paypal)).headers.location).toContain('status=paid');
  });

  it('fails an order whose capture PayPal declines', async () => {
    const dee = await payerAccount(t);
    const { transactionId } = await paypalOrder(t, dee, 20);
    const paypal = standInOrderOf(standIn, transactionId);
    standIn.approve(paypal.id, 'PAYERDEE00001');
    standIn.captureStatus = 'DECLINED';
    try {
      expect((await comeBack(t, paypal)).headers.location).toContain('status=failed');
    } finally {
      standIn.captureStatus = 'COMPLETED';
    }
    expect((await standIn.deliver(standIn.event('PAYMENT.CAPTURE.DECLINED', paypal.id))).status).toBe(200);
    expect((await orderOf(transactionId)).status).toBe('failed');
    expect((await creditsFor(t, transactionId)).total).toBe(0);
  });

  it('refuses a forged or tampered event (4xx) and credits nothing', async () => {
    const eve = await payerAccount(t);
    const { transactionId } = await paypalOrder(t, eve, 20);
    const paypal = standInOrderOf(standIn, transactionId);
    standIn.approve(paypal.id, 'PAYEREVE00001');
    const event = standIn.event('CHECKOUT.ORDER.APPROVED', paypal.id);
    const forgedHeaders = {
      'content-type': 'application/json',
      'paypal-transmission-id': 'b2384410-f8d2-11ee-9aa1-1d5ed0f4d3a4',
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': 'Zm9yZ2Vk',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-forged',
      'paypal-auth-algo': 'SHA256withRSA',
    };
    expect((await standIn.post(JSON.stringify(event), forgedHeaders)).status).toBe(400);
    // No transmission headers at all.
    expect((await standIn.post(JSON.stringify(event), { 'content-type': 'application/json' })).status).toBe(
      400,
    );
    // A real delivery's headers over another body: the verification fails as well.
    await standIn.deliver(standIn.event('CHECKOUT.ORDER.APPROVED', paypal.id)).catch(() => undefined);
    const genuine = standIn.deliveries.at(-1);
    if (genuine === undefined) throw new Error('no delivery');
    const paid = await orderOf(transactionId);
    expect(paid.status).toBe('paid');
    const other = await payerAccount(t);
    const second = await paypalOrder(t, other, 20);
    const tampered = {
      ...genuine.event,
      id: 'WH-TAMPERED',
      resource: { ...standInOrderOf(standIn, second.transactionId) },
    };
    expect((await standIn.post(JSON.stringify(tampered), genuine.headers)).status).toBe(400);
    expect((await orderOf(second.transactionId)).status).toBe('pending');
    expect((await creditsFor(t, second.transactionId)).total).toBe(0);
    const verifications = standIn.requestsTo('/v1/notifications/verify-webhook-signature');
    expect(verifications.at(-1)?.body).toMatchObject({ webhook_id: STAND_IN_WEBHOOK_ID });
  });
});

describe('one PayPal account per account', () => {
  it('refuses a second PayPal account before its capture (200043): its money is never taken', async () => {
    const fay = await payerAccount(t);
    const first = await paypalOrder(t, fay, 20);
    const firstPaypal = standInOrderOf(standIn, first.transactionId);
    standIn.approve(firstPaypal.id, 'PAYERFAY00001');
    expect((await comeBack(t, firstPaypal)).headers.location).toContain('status=paid');

    const second = await paypalOrder(t, fay, 20);
    const secondPaypal = standInOrderOf(standIn, second.transactionId);
    standIn.approve(secondPaypal.id, 'PAYEROTHER001');
    const back = await comeBack(t, secondPaypal);
    expect(back.headers.location).toBe(
      `/?orderId=${second.transactionId}&status=failed&code=${Retcode.PAYPAL_MULTIPLE_ACCOUNTS}`,
    );
    const refused = await orderOf(second.transactionId);
    expect(refused).toMatchObject({ status: 'failed', failure_code: Retcode.PAYPAL_MULTIPLE_ACCOUNTS });
    expect((await creditsFor(t, refused.id)).total).toBe(0);
    expect(standIn.requestsTo(`/v2/checkout/orders/${secondPaypal.id}/capture`)).toHaveLength(0);
    expect(secondPaypal.purchase_units[0]?.payments).toBeUndefined();

    // PayPal's approval webhook for another such order captures nothing either.
    const third = await paypalOrder(t, fay, 20);
    const thirdPaypal = standInOrderOf(standIn, third.transactionId);
    standIn.approve(thirdPaypal.id, 'PAYEROTHER001');
    expect((await standIn.deliver(standIn.event('CHECKOUT.ORDER.APPROVED', thirdPaypal.id))).status).toBe(
      200,
    );
    expect(await orderOf(third.transactionId)).toMatchObject({
      status: 'failed',
      failure_code: Retcode.PAYPAL_MULTIPLE_ACCOUNTS,
    });
    expect(standIn.requestsTo(`/v2/checkout/orders/${thirdPaypal.id}/capture`)).toHaveLength(0);

    // The bound account still pays.
    const fourth = await paypalOrder(t, fay, 20);
    const fourthPaypal = standInOrderOf(standIn, fourth.transactionId);
    standIn.approve(fourthPaypal.id, 'PAYERFAY00001');
    expect((await comeBack(t, fourthPaypal)).headers.location).toContain('status=paid');
  });

  it('refunds a capture once per key, however often asked', async () => {
    const gil = await payerAccount(t);
    const paid = await paypalOrder(t, gil, 20);
    const paypal = standInOrderOf(standIn, paid.transactionId);
    standIn.approve(paypal.id, 'PAYERGIL00001');
    expect((await comeBack(t, paypal)).headers.location).toContain('status=paid');
    const order = await orderOf(paid.transactionId);

    const provider = new PaypalProvider(settings());
    const request = {
      orderId: order.id,
      idempotencyKey: `${order.id}:1`,
      providerRef: paypal.id,
      amount: order.amount,
      currency: order.currency,
    };
    const refund = await provider.refund(request);
    expect(refund).toMatchObject({ accepted: true, status: 'COMPLETED' });
    expect(await provider.refund(request)).toEqual(refund);
    const capture = paypal.purchase_units[0]?.payments?.captures[0];
    const asked = standIn.requestsTo(`/v2/payments/captures/${capture?.id}/refund`);
    expect(asked).toHaveLength(2);
    expect(asked[0]?.headers['paypal-request-id']).toBe(`${order.id}:1`);
    expect(asked[0]?.body).toMatchObject({ amount: { currency_code: 'USD', value: '20.00' } });
    expect([...standIn.refunds.values()].filter((r) => r.captureId === capture?.id)).toHaveLength(1);
  });
});

describe('PayPal settings', () => {
  const env = { NODE_ENV: 'test', APP_SECRET: 'x'.repeat(40), DATA_DIR: tmpdir() };
  const credentials = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH1' };
  it('takes the credentials, refuses half of them, and the stand-in address in production', () => {
    expect(loadConfig(env).paypal).toBeUndefined();
    expect(loadConfig({ ...env, ...credentials }).paypal).toMatchObject({
      environment: 'sandbox',
      apiBase: undefined,
    });
    expect(() => loadConfig({ ...env, PAYPAL_CLIENT_ID: 'id' })).toThrow(ConfigError);
    const production = { ...env, NODE_ENV: 'production', ...credentials };
    expect(loadConfig(production).paypal?.environment).toBe('live');
    expect(() => loadConfig({ ...production, PAYPAL_API_BASE: 'http://127.0.0.1:1' })).toThrow(
      /PAYPAL_API_BASE/,
    );
    const standInBase = { ...env, ...credentials, PAYPAL_API_BASE: 'http://127.0.0.1:12113/' };
    expect(loadConfig(standInBase).paypal?.apiBase).toBe('http://127.0.0.1:12113');
    expect(() => loadConfig({ ...standInBase, PAYPAL_API_BASE: 'http://u:p@127.0.0.1:1' })).toThrow(
      ConfigError,
    );
  });
});
