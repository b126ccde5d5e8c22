import { randomUUID } from 'node:crypto';
import { productId, SANDBOX_PATHS } from '@switchboard/protocol';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER, sandboxKey, signSandbox } from '../src/adapters/payments/sandbox.ts';
import { insertOrder } from '../src/modules/payments/payments.repo.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { batterySeed, mulberry32, shuffled } from './helpers/prng.ts';

// Extends payments-webhooks.test.ts (one order, one event x3, basic forgeries): here many orders
// of every method, mixed outcomes, redeliveries and distinct events shuffled and fired at once.
const STRIPE_WEBHOOK_SECRET = 'whsec_battery_switchboard';
const seed = batterySeed();
const random = mulberry32(seed);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    payments: {
      stripeSecretKey: undefined,
      stripeWebhookSecret: STRIPE_WEBHOOK_SECRET,
      sandbox: true,
      disabled: [],
    },
  });
});
afterAll(async () => {
  await t.close();
});

interface Order {
  id: string;
  account: TestAccount;
  amount: number;
  gift: number;
  method: string;
}

const METHODS = ['card', 'wechatpay', 'alipay', 'unionpay', 'paypal', 'usdtPay', 'cryptoPay'] as const;

async function newOrder(
  account: TestAccount,
  method: string,
  provider: 'sandbox' | 'stripe',
): Promise<Order> {
  const id = randomUUID();
  const amount = 100_000 * (1 + Math.floor(random() * 9));
  const gift = Math.floor(random() * 3) * 10_000;
  await insertOrder(t.app.db, {
    id,
    account_id: account.id,
    brand: account.brand,
    method,
    product_id: productId('card', 'USD', amount / 10_000),
    amount,
    gift,
    currency: 'USD',
    status: 'pending',
    provider,
    provider_ref: provider === 'stripe' ? `cs_${id}` : null,
    return_url: null,
    created_at: Date.now(),
    paid_at: null,
    failure_code: null,
    payer_ref: null,
  });
  return { id, account, amount, gift, method };
}

const key = () => sandboxKey(t.config.appSecret);

function sandboxBody(order: Order, status: string, eventId = `evt_${randomUUID()}`): string {
  return JSON.stringify({
    id: eventId,
    orderId: order.id,
    status,
    amount: order.amount,
    currency: 'USD',
    ...(order.method === 'paypal' ? { payer: `payer-${order.account.id}@paypal.test` } : {}),
  });
}

function sendSandbox(body: string, signature = signSandbox(key(), body)) {
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_PATHS.webhook,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

async function ledgerOf(order: Order): Promise<number> {
  const rows = await t.app.db
    .selectFrom('ledger_entries')
    .select('amount')
    .where('reference', '=', `order:${order.id}`)
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.amount), 0);
}

async function statusOf(order: Order): Promise<string | undefined> {
  return (await t.app.services.payments.order(order.id))?.status;
}

describe('battery: sandbox webhook deliveries', () => {
  it('credits each paid order once when every event arrives 3 times, shuffled, with a second event id', async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => registerAccount(t.app)));
    const orders: Order[] = [];
    for (const account of accounts)
      for (const method of METHODS) orders.push(await newOrder(account, method, 'sandbox'));
    const deliveries: string[] = [];
    for (const order of orders) {
      const body = sandboxBody(order, 'paid');
      deliveries.push(body, body, body, sandboxBody(order, 'paid'));
    }
    const results = await Promise.all(shuffled(deliveries, random).map((body) => sendSandbox(body)));
    const outcomes = results.map((result) => result.json().outcome as string);
    const credited = outcomes.filter((outcome) => outcome === 'credited').length;
    console.log(
      `webhooks (seed ${seed}): ${orders.length} sandbox orders x ${deliveries.length / orders.length} deliveries = ${results.length}, credited ${credited}, statuses ${[...new Set(results.map((r) => r.statusCode))].join('/')}`,
    );
    expect(results.every((result) => result.statusCode === 200)).toBe(true);
    expect(credited).toBe(orders.length);
    for (const order of orders) {
      expect(await statusOf(order)).toBe('paid');
      expect(await ledgerOf(order)).toBe(order.amount + order.gift);
    }
    const expected = accounts.map((account) =>
      orders.filter((o) => o.account === account).reduce((sum, o) => sum + o.amount + o.gift, 0),
    );
    expect(await Promise.all(accounts.map((one) => t.app.ledger.balance(one.id)))).toEqual(expected);
    for (const account of accounts)
      expect(await t.app.ledger.ledgerTotal(account.id)).toBe(await t.app.ledger.balance(account.id));
  });

  it('settles failed/paid/paid of one order consistently whatever arrives first', async () => {
    const account = await registerAccount(t.app);
    const orders = await Promise.all(Array.from({ length: 12 }, () => newOrder(account, 'card', 'sandbox')));
    const deliveries = orders.flatMap((order) => {
      const paid = sandboxBody(order, 'paid');
      return [sandboxBody(order, 'failed'), paid, paid];
    });
    const results = await Promise.all(shuffled(deliveries, random).map((body) => sendSandbox(body)));
    expect(results.every((result) => result.statusCode === 200)).toBe(true);
    let expected = 0;
    let paid = 0;
    for (const order of orders) {
      const status = await statusOf(order);
      expect(['paid', 'failed']).toContain(status);
      // Credited exactly when the order ended paid, and never twice.
      const due = status === 'paid' ? order.amount + order.gift : 0;
      if (status === 'paid') paid++;
      expect(await ledgerOf(order)).toBe(due);
      expected += due;
    }
    console.log(
      `webhooks: ${orders.length} orders got failed/paid/paid shuffled: ${paid} ended paid, ${orders.length - paid} failed, each credited at most once`,
    );
    expect(await t.app.ledger.balance(account.id)).toBe(expected);
    // A late paid event after the order settled changes nothing.
    for (const order of orders)
      expect((await sendSandbox(sandboxBody(order, 'paid'))).json().outcome).toBe('ignored');
    expect(await t.app.ledger.balance(account.id)).toBe(expected);
  });

  it('refuses bad signatures of every kind, and a signed event naming an unknown order, with no change', async () => {
    const account = await registerAccount(t.app);
    const order = await newOrder(account, 'card', 'sandbox');
    const body = sandboxBody(order, 'paid');
    const now = Math.floor(Date.now() / 1000);
    const good = signSandbox(key(), body);
    const v1 = good.split('v1=')[1] ?? '';
    const refused: [string, string, string | undefined][] = [
      ['forged key', body, signSandbox(sandboxKey('another server secret entirely, 32+ chars'), body)],
      ['tampered amount', body.replace(`"amount":${order.amount}`, `"amount":${order.amount * 10}`), good],
      ['tampered order', body.replace(order.id, randomUUID()), good],
      ['stale', body, signSandbox(key(), body, now - 310)],
      ['future', body, signSandbox(key(), body, now + 310)],
      ['timestamp swapped', body, `t=${now - 1},v1=${v1}`],
      ['no header', body, undefined],
      ['empty header', body, ''],
      ['v1 only', body, `v1=${v1}`],
      ['short v1', body, `t=${now},v1=${v1.slice(2)}`],
      ['upper-case v1', body, `t=${now},v1=${v1.toUpperCase()}`],
      ['trailing byte', `${body} `, good],
    ];
    for (const [name, payload, signature] of refused) {
      const response = await t.app.inject({
        method: 'POST',
        url: SANDBOX_PATHS.webhook,
        headers: {
          'content-type': 'application/json',
          ...(signature === undefined ? {} : { [SANDBOX_SIGNATURE_HEADER]: signature }),
        },
        payload,
      });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
    }
    const signedGarbage = '{"id":"x","orderId":';
    expect((await sendSandbox(signedGarbage)).statusCode).toBe(400);
    const unknown = sandboxBody({ ...order, id: randomUUID() }, 'paid');
    expect((await sendSandbox(unknown)).statusCode).toBe(404);
    console.log(
      `webhooks: ${refused.length + 2} forged/tampered/stale/malformed/unknown sandbox deliveries refused, balance 0`,
    );
    expect(await t.app.ledger.balance(account.id)).toBe(0);
    expect(await statusOf(order)).toBe('pending');
  });
});

describe('battery: stripe webhook deliveries', () => {
  const stripe = new Stripe('sk_test_unused');

  function stripeEvent(order: Order, type: string, eventId = `evt_${randomUUID()}`): string {
    return JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      data: {
        object: {
          id: `cs_${order.id}`,
          object: 'checkout.session',
          client_reference_id: order.id,
          amount_total: order.amount / 100,
          currency: 'usd',
          payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
        },
      },
    });
  }

  function deliver(payload: string, signature?: string) {
    return t.app.inject({
      method: 'POST',
      url: SANDBOX_PATHS.stripeWebhook,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });
  }

  const sign = (payload: string, timestamp?: number) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET, timestamp });

  it('credits each order once with completed events x3 shuffled among failed and expired ones', async () => {
    const account = await registerAccount(t.app, { brand: 'wetalk' });
    const paidOrders = await Promise.all(
      Array.from({ length: 8 }, () => newOrder(account, 'card', 'stripe')),
    );
    const expired = await newOrder(account, 'card', 'stripe');
    const deliveries = paidOrders.flatMap((order) => {
      const completed = stripeEvent(order, 'checkout.session.completed');
      return [completed, completed, completed];
    });
    deliveries.push(
      stripeEvent(expired, 'checkout.session.expired'),
      stripeEvent(expired, 'checkout.session.expired'),
    );
    const results = await Promise.all(
      shuffled(deliveries, random).map((payload) => deliver(payload, sign(payload))),
    );
    expect(results.every((result) => result.statusCode === 200)).toBe(true);
    const credited = results.filter((result) => result.json().outcome === 'credited').length;
    console.log(
      `webhooks (stripe): ${results.length} signed deliveries for ${paidOrders.length + 1} orders, credited ${credited}`,
    );
    expect(credited).toBe(paidOrders.length);
    for (const order of paidOrders) expect(await ledgerOf(order)).toBe(order.amount + order.gift);
    expect(await statusOf(expired)).toBe('cancelled');
    const total = paidOrders.reduce((sum, o) => sum + o.amount + o.gift, 0);
    expect(await t.app.ledger.balance(account.id)).toBe(total);
    // A completed event after expiry credits nothing.
    const late = stripeEvent(expired, 'checkout.session.completed');
    expect((await deliver(late, sign(late))).json().outcome).toBe('ignored');
    expect(await t.app.ledger.balance(account.id)).toBe(total);
  });

  it('refuses forged, tampered, stale and missing stripe signatures with no balance change', async () => {
    const account = await registerAccount(t.app, { brand: 'wetalk' });
    const order = await newOrder(account, 'card', 'stripe');
    const payload = stripeEvent(order, 'checkout.session.completed');
    const stale = Math.floor(Date.now() / 1000) - 600;
    const cases: [string, string, string | undefined][] = [
      ['forged', payload, stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_forged' })],
      ['tampered', payload.replace('"amount_total":', '"amount_total":9'), sign(payload)],
      ['stale', payload, sign(payload, stale)],
      ['missing', payload, undefined],
      ['garbage', payload, 't=1,v1=zz'],
    ];
    for (const [name, body, signature] of cases) {
      const response = await deliver(body, signature);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
    }
    console.log(
      `webhooks (stripe): ${cases.length} forged/tampered/stale/missing signatures refused, balance unchanged`,
    );
    expect(await t.app.ledger.balance(account.id)).toBe(0);
    expect(await statusOf(order)).toBe('pending');
  });
});
