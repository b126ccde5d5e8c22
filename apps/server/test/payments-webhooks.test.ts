import { randomUUID } from 'node:crypto';
import {
  type PaySubmitData,
  productId,
  SANDBOX_CHECKOUT_KEY_FIELD,
  SANDBOX_PATHS,
} from '@switchboard/protocol';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER, sandboxKey, signSandbox } from '../src/adapters/payments/sandbox.ts';
import { insertOrder } from '../src/modules/payments/payments.repo.ts';
import { post } from './helpers/api.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { checkoutPageUrl, deliverSandbox, webhookPayments } from './helpers/payments.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const STRIPE_WEBHOOK_SECRET = 'whsec_test_switchboard';
const t = useTestApp({ overrides: { payments: webhookPayments(STRIPE_WEBHOOK_SECRET) } });

const RETURN = 'http://localhost:3000/account';

async function order(account: TestAccount, amount: number): Promise<string> {
  const result = await post<PaySubmitData>(
    t.app,
    'paySubmit',
    {
      platform: account.brand,
      productid: productId('card', 'USD', amount),
      payment_method: 'card',
      return_url: RETURN,
      devicetype: 'web',
    },
    { token: account.token },
  );
  return result.body.data.orderId;
}

function event(
  orderId: string,
  fields: Partial<{ id: string; amount: number; currency: string; status: string }> = {},
) {
  return JSON.stringify({
    id: `evt_${randomUUID()}`,
    orderId,
    status: 'paid',
    amount: 500_000,
    currency: 'USD',
    ...fields,
  });
}

function send(body: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_PATHS.webhook,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

const key = () => sandboxKey(t.config.appSecret);

describe('sandbox webhook', () => {
  it('credits once when the same event arrives three times concurrently, gift as its own entry', async () => {
    const alice = await registerAccount(t.app, { brand: 'wephone' });
    const id = await order(alice, 50);
    const body = event(id);
    const signature = signSandbox(key(), body);
    const results = await Promise.all([send(body, signature), send(body, signature), send(body, signature)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().outcome).sort()).toEqual(['credited', 'duplicate', 'duplicate']);
    expect(await t.app.ledger.balance(alice.id)).toBe(560_000);
    const entries = await t.app.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount', 'reference'])
      .where('account_id', '=', alice.id)
      .orderBy('kind')
      .execute();
    expect(entries).toEqual([
      { kind: 'topup', amount: 500_000, reference: `order:${id}` },
      { kind: 'topup_gift', amount: 60_000, reference: `order:${id}` },
    ]);
    // A second, distinct paid event for the same order changes nothing either.
    const again = event(id);
    expect((await send(again, signSandbox(key(), again))).json().outcome).toBe('ignored');
    expect(await t.app.ledger.balance(alice.id)).toBe(560_000);
  });

  it('credits exactly the gift the payment title shows: 15% of a tile without a gift of its own', async () => {
    // The page's title and tiles read the same rule (tileGift of the protocol); these are its figures.
    const shown: [amount: number, gift: number][] = [
      [2, 3_000],
      [5, 7_500],
      [10, 10_000],
      [100, 130_000],
    ];
    for (const [amount, gift] of shown) {
      const payer = await registerAccount(t.app, { brand: 'wetalk' });
      const id = await order(payer, amount);
      expect((await deliverSandbox(t, id, 'paid')).statusCode).toBe(303);
      const entries = await t.app.db
        .selectFrom('ledger_entries')
        .select(['kind', 'amount'])
        .where('account_id', '=', payer.id)
        .orderBy('kind')
        .execute();
      expect(entries, `${amount} USD`).toEqual([
        { kind: 'topup', amount: amount * 10_000 },
        { kind: 'topup_gift', amount: gift },
      ]);
      expect(await t.app.ledger.balance(payer.id)).toBe(amount * 10_000 + gift);
    }
  });

  it('rejects forged, tampered and stale signatures without any balance change', async () => {
    const bob = await registerAccount(t.app, { brand: 'wephone' });
    const id = await order(bob, 50);
    const body = event(id);
    const forged = signSandbox(sandboxKey('not the secret of this server at all!!'), body);
    const tampered = signSandbox(key(), body);
    const stale = signSandbox(key(), body, Math.floor(Date.now() / 1000) - 301);
    expect((await send(body, forged)).statusCode).toBe(400);
    expect((await send(body.replace('500000', '5000000'), tampered)).statusCode).toBe(400);
    expect((await send(body, stale)).statusCode).toBe(400);
    expect((await send(body, 'garbage')).statusCode).toBe(400);
    expect(await t.app.ledger.balance(bob.id)).toBe(0);
    expect((await t.app.services.payments.order(id))?.status).toBe('pending');
  });

  it('rejects an amount or currency mismatch, fails the order and credits nothing', async () => {
    const carol = await registerAccount(t.app, { brand: 'wephone' });
    const id = await order(carol, 50);
    const body = event(id, { amount: 400_000 });
    expect((await send(body, signSandbox(key(), body))).statusCode).toBe(400);
    expect((await t.app.services.payments.order(id))?.status).toBe('failed');
    const id2 = await order(carol, 50);
    const body2 = event(id2, { currency: 'EUR' });
    expect((await send(body2, signSandbox(key(), body2))).statusCode).toBe(400);
    expect(await t.app.ledger.balance(carol.id)).toBe(0);
  });

  it('the checkout page buttons pay, fail and cancel through the webhook and redirect back', async () => {
    const dave = await registerAccount(t.app, { brand: 'wetalk' });
    const paid = await order(dave, 20);
    const page = await t.app.inject({ method: 'GET', url: checkoutPageUrl(t, paid) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/Pay<\/button>.*Fail<\/button>.*Cancel<\/button>/s);
    const done = await deliverSandbox(t, paid, 'paid');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${RETURN}?status=paid&orderId=${paid}`);
    expect(await t.app.ledger.balance(dave.id)).toBe(220_000);
    expect((await deliverSandbox(t, paid, 'paid')).headers.location).toContain('status=paid');
    expect(await t.app.ledger.balance(dave.id)).toBe(220_000);

    const cancelled = await order(dave, 20);
    expect((await deliverSandbox(t, cancelled, 'cancelled')).headers.location).toContain('status=cancelled');
    const failed = await order(dave, 20);
    expect((await deliverSandbox(t, failed, 'failed')).headers.location).toContain('status=failed');
    expect(await t.app.ledger.balance(dave.id)).toBe(220_000);
  });

  it('opens the checkout and its buttons only with the key the order’s own paySubmit answer carried', async () => {
    const victim = await registerAccount(t.app, { brand: 'wetalk' });
    const orderId = await order(victim, 20);
    const other = await order(await registerAccount(t.app, { brand: 'wetalk' }), 20);
    const otherKey = new URL(checkoutPageUrl(t, other), 'http://x').searchParams.get(
      SANDBOX_CHECKOUT_KEY_FIELD,
    );
    for (const url of [
      `${SANDBOX_PATHS.checkout}/${orderId}`,
      `${SANDBOX_PATHS.checkout}/${orderId}?${SANDBOX_CHECKOUT_KEY_FIELD}=${otherKey}`,
      `${SANDBOX_PATHS.checkout}/${orderId}?${SANDBOX_CHECKOUT_KEY_FIELD}=`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      const pressed = await t.app.inject({
        method: 'POST',
        url: `${url.replace(orderId, `${orderId}/complete`)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=paid',
      });
      expect(pressed.statusCode, url).toBe(404);
    }
    expect((await t.app.services.payments.order(orderId))?.status).toBe('pending');
    expect(await t.app.ledger.balance(victim.id)).toBe(0);
    // The page's own form carries the key on to its buttons.
    const page = await t.app.inject({ method: 'GET', url: checkoutPageUrl(t, orderId) });
    const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const pressed = await t.app.inject({
      method: 'POST',
      url: action.replaceAll('&#38;', '&'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=cancelled',
    });
    expect(pressed.statusCode).toBe(303);
    expect((await t.app.services.payments.order(orderId))?.status).toBe('cancelled');
  });
});

describe('stripe webhook', () => {
  it('verifies with constructEvent and credits once', async () => {
    const erin = await registerAccount(t.app, { brand: 'wetalk' });
    const id = randomUUID();
    await insertOrder(t.app.db, {
      id,
      account_id: erin.id,
      brand: 'wetalk',
      method: 'card',
      product_id: productId('card', 'USD', 20),
      amount: 200_000,
      gift: 20_000,
      currency: 'USD',
      status: 'pending',
      provider: 'stripe',
      provider_ref: 'cs_test_1',
      return_url: RETURN,
      created_at: Date.now(),
      paid_at: null,
      failure_code: null,
      payer_ref: null,
    });
    const payload = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          client_reference_id: id,
          amount_total: 2000,
          currency: 'usd',
          payment_status: 'paid',
        },
      },
    });
    const stripe = new Stripe('sk_test_unused');
    const deliver = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: SANDBOX_PATHS.stripeWebhook,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    const results = await Promise.all([deliver(header), deliver(header), deliver(header)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await deliver(forged)).statusCode).toBe(400);
    expect(await t.app.ledger.balance(erin.id)).toBe(220_000);
  });
});
