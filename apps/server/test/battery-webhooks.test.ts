import { randomUUID } from 'node:crypto';
import { SANDBOX_PATHS } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER, sandboxKey, signSandbox } from '../src/adapters/payments/sandbox.ts';
import { registerAccount } from './helpers/factories.ts';
import { shuffled } from './helpers/prng.ts';
import { type BatteryOrder, webhookBattery } from './helpers/webhook-battery.ts';

// Extends payments-webhooks.test.ts (one order, one event x3, basic forgeries): here many orders
// of every method, mixed outcomes, redeliveries and distinct events shuffled and fired at once.
// The Stripe deliveries are in battery-webhooks-stripe.test.ts.
const battery = webhookBattery();
const { seed, random, newOrder, ledgerOf, statusOf } = battery;

const METHODS = ['card', 'wechatpay', 'alipay', 'unionpay', 'paypal', 'usdtPay', 'cryptoPay'] as const;

const key = () => sandboxKey(battery.t.config.appSecret);

function sandboxBody(order: BatteryOrder, status: string, eventId = `evt_${randomUUID()}`): string {
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
  return battery.t.app.inject({
    method: 'POST',
    url: SANDBOX_PATHS.webhook,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

describe('battery: sandbox webhook deliveries', () => {
  it('credits each paid order once when every event arrives 3 times, shuffled, with a second event id', async () => {
    const accounts = await Promise.all(Array.from({ length: 4 }, () => registerAccount(battery.t.app)));
    const orders: BatteryOrder[] = [];
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
    expect(await Promise.all(accounts.map((one) => battery.t.app.ledger.balance(one.id)))).toEqual(expected);
    for (const account of accounts)
      expect(await battery.t.app.ledger.ledgerTotal(account.id)).toBe(
        await battery.t.app.ledger.balance(account.id),
      );
  });

  it('settles failed/paid/paid of one order consistently whatever arrives first', async () => {
    const account = await registerAccount(battery.t.app);
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
    expect(await battery.t.app.ledger.balance(account.id)).toBe(expected);
    // A late paid event after the order settled changes nothing.
    for (const order of orders)
      expect((await sendSandbox(sandboxBody(order, 'paid'))).json().outcome).toBe('ignored');
    expect(await battery.t.app.ledger.balance(account.id)).toBe(expected);
  });

  it('refuses bad signatures of every kind, and a signed event naming an unknown order, with no change', async () => {
    const account = await registerAccount(battery.t.app);
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
      const response = await battery.t.app.inject({
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
    // Signed but for no known order: acknowledged (a provider would redeliver anything else), nothing credited.
    const unknownAnswer = await sendSandbox(unknown);
    expect(unknownAnswer.statusCode).toBe(200);
    expect(unknownAnswer.json()).toEqual({ received: true, outcome: 'unknown_order' });
    console.log(
      `webhooks: ${refused.length + 1} forged/tampered/stale/malformed sandbox deliveries refused, 1 unknown order acknowledged, balance 0`,
    );
    expect(await battery.t.app.ledger.balance(account.id)).toBe(0);
    expect(await statusOf(order)).toBe('pending');
  });
});
