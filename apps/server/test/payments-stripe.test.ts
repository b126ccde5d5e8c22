import { tmpdir } from 'node:os';
import { type PaymentMethodsData, type PaymentOrderData, Retcode } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/index.ts';
import { get } from './helpers/api.ts';
import { registerAccount } from './helpers/factories.ts';
import { creditedFor, opened, pay, RETURN_URL, useStripeApp } from './helpers/stripe-app.ts';

// Card, Alipay and WeChat Pay through Stripe, against a local stand-in of Stripe's API: what the
// client gets back for each, what Stripe was asked, and the webhooks that settle them.
const { standIn, t } = useStripeApp();

const orderOf = async (orderId: string) => {
  const order = await t.app.services.payments.order(orderId);
  if (order === undefined) throw new Error(`no order ${orderId}`);
  return order;
};

describe('checkouts through Stripe', () => {
  it('opens a Checkout session for a card, with the amount in cents and the way back', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const methods = await get<PaymentMethodsData>(t.app, 'getPaymentMethods', { token: alice.token });
    expect(methods.body.data).toMatchObject({ card: true, alipay: true, wechatpay: true });

    const { paymentUrl, orderId } = await opened(t, alice, 'card');
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ provider: 'stripe', amount: 500_000, currency: 'USD', status: 'pending' });
    const session = standIn.sessions.get(order.provider_ref ?? '');
    expect(session?.url).toBe(paymentUrl);
    const [request] = standIn
      .requestsTo('/v1/checkout/sessions')
      .filter((recorded) => recorded.form.client_reference_id === orderId);
    expect(request?.form).toMatchObject({
      mode: 'payment',
      allowed_payment_method_types: ['card'],
      metadata: { orderId },
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '5000' } }],
      success_url: `${RETURN_URL}&status=paid&orderId=${orderId}`,
      cancel_url: `${RETURN_URL}&status=cancelled&orderId=${orderId}`,
    });
  });

  it('opens an Alipay Checkout session the exact-pay dialog opens in a new window', async () => {
    const alice = await registerAccount(t.app, { brand: 'wetalk' });
    const { paymentUrl, orderId } = await opened(t, alice, 'alipay');
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ provider: 'stripe', method: 'alipay' });
    expect(paymentUrl).toBe(standIn.sessions.get(order.provider_ref ?? '')?.url);
    const request = standIn
      .requestsTo('/v1/checkout/sessions')
      .find((recorded) => recorded.form.client_reference_id === orderId);
    expect(request?.form).toMatchObject({ allowed_payment_method_types: ['alipay'] });
  });

  it('confirms a WeChat Pay intent whose QR code data is what the WeChat dialog draws', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const { paymentUrl, orderId } = await opened(t, alice, 'wechatpay');
    const order = await orderOf(orderId);
    const intent = standIn.intents.get(order.provider_ref ?? '');
    expect(intent?.status).toBe('requires_action');
    expect(paymentUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(intent?.next_action).toMatchObject({ wechat_pay_display_qr_code: { data: paymentUrl } });
    const request = standIn
      .requestsTo('/v1/payment_intents')
      .find((recorded) => JSON.stringify(recorded.form.metadata) === JSON.stringify({ orderId }));
    expect(request?.form).toMatchObject({
      amount: '5000',
      currency: 'usd',
      confirm: 'true',
      allowed_payment_method_types: ['wechat_pay'],
      payment_method_data: { type: 'wechat_pay' },
      payment_method_options: { wechat_pay: { client: 'web' } },
    });
    const status = await get<PaymentOrderData>(t.app, 'getPaymentOrder', {
      token: alice.token,
      query: { orderId },
    });
    expect(status.body.data.status).toBe('pending');
  });

  it('never offers a coin brand to Stripe: its unit is no money Stripe charges', async () => {
    const coins = await registerAccount(t.app, { brand: 'pingme' });
    const before = standIn.requests.length;
    for (const method of ['card', 'alipay', 'wechatpay'] as const) {
      const result = await pay(t, coins, method, 50, 'COIN');
      expect(result.body.retcode).toBe(Retcode.OK);
      expect((await orderOf(result.body.data.orderId)).provider).toBe('sandbox');
    }
    expect(standIn.requests.length).toBe(before);
  });
});

describe('Stripe webhooks', () => {
  it('credit each method once when delivered three times and out of order', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const card = await orderOf((await opened(t, alice, 'card')).orderId);
    const alipay = await orderOf((await opened(t, alice, 'alipay')).orderId);
    const wechat = await orderOf((await opened(t, alice, 'wechatpay')).orderId);

    // A failed scan of the QR code reported late, after the payment that followed it.
    const failedScan = standIn.event(
      'payment_intent.payment_failed',
      standIn.intents.get(wechat.provider_ref ?? '') ?? {},
    );
    const wechatPaid = standIn.event(
      'payment_intent.succeeded',
      standIn.payIntent(wechat.provider_ref ?? ''),
    );
    const cardSession = standIn.completeSession(card.provider_ref ?? '');
    const cardPaid = standIn.event('checkout.session.completed', cardSession);
    // The session's own intent carries no order: its event settles nothing.
    const cardIntent = standIn.event(
      'payment_intent.succeeded',
      standIn.intents.get(cardSession.payment_intent ?? '') ?? {},
    );
    const alipayPaid = standIn.event(
      'checkout.session.completed',
      standIn.completeSession(alipay.provider_ref ?? ''),
    );
    const lateExpiry = standIn.event('checkout.session.expired', { ...cardSession, status: 'expired' });

    const first = await Promise.all(
      [wechatPaid, cardIntent, alipayPaid, cardPaid, wechatPaid, cardPaid].map((payload) =>
        standIn.deliver(payload),
      ),
    );
    const rest = await Promise.all(
      [lateExpiry, failedScan, alipayPaid, cardPaid, wechatPaid, alipayPaid].map((payload) =>
        standIn.deliver(payload),
      ),
    );
    const outcomes = [...first, ...rest].map((delivery) => {
      expect(delivery.status).toBe(200);
      return (delivery.body as { outcome: string }).outcome;
    });
    expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(6);

    let total = 0;
    for (const order of [card, alipay, wechat]) {
      expect((await orderOf(order.id)).status).toBe('paid');
      expect(await creditedFor(t, order.id)).toBe(order.amount + order.gift);
      total += order.amount + order.gift;
    }
    expect(await t.app.ledger.balance(alice.id)).toBe(total);
  });

  it('cancels a lapsed session and fails a refused QR payment, crediting nothing', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const card = await orderOf((await opened(t, alice, 'card')).orderId);
    const wechat = await orderOf((await opened(t, alice, 'wechatpay')).orderId);
    await standIn.deliver(
      standIn.event('checkout.session.expired', standIn.expireSession(card.provider_ref ?? '')),
    );
    await standIn.deliver(
      standIn.event('payment_intent.payment_failed', standIn.intents.get(wechat.provider_ref ?? '') ?? {}),
    );
    expect((await orderOf(card.id)).status).toBe('cancelled');
    expect((await orderOf(wechat.id)).status).toBe('failed');
    expect(await t.app.ledger.balance(alice.id)).toBe(0);
  });

  it('refuses a forged, tampered or unsigned event and credits nothing', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const card = await orderOf((await opened(t, alice, 'card')).orderId);
    const paid = standIn.event(
      'checkout.session.completed',
      standIn.completeSession(card.provider_ref ?? ''),
    );
    const forged = await standIn.deliver(paid, standIn.sign(paid, 'whsec_not_the_endpoint_secret'));
    const tampered = await standIn.deliver(
      paid.replace('"amount_total":5000', '"amount_total":500000'),
      standIn.sign(paid),
    );
    const unsigned = await standIn.deliver(paid, '');
    for (const refused of [forged, tampered, unsigned]) {
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ received: false });
    }
    expect((await orderOf(card.id)).status).toBe('pending');
    expect(await t.app.ledger.balance(alice.id)).toBe(0);
    // The genuine delivery still settles it.
    expect((await standIn.deliver(paid)).body).toMatchObject({ outcome: 'credited' });
  });
});

describe('STRIPE_API_BASE', () => {
  const secret = 'a'.repeat(40);
  const env = { APP_SECRET: secret, DATA_DIR: tmpdir(), STRIPE_API_BASE: 'http://127.0.0.1:12111' };

  it('points the client elsewhere outside production only', () => {
    expect(loadConfig(env).payments.stripeApiBase).toBe('http://127.0.0.1:12111');
    expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(/STRIPE_API_BASE/);
    expect(() => loadConfig({ ...env, STRIPE_API_BASE: 'ftp://127.0.0.1' })).toThrow(ConfigError);
  });
});
