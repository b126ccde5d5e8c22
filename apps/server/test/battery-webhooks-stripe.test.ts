import { randomUUID } from 'node:crypto';
import { SANDBOX_PATHS } from '@switchboard/protocol';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { registerAccount } from './helpers/factories.ts';
import { shuffled } from './helpers/prng.ts';
import { type BatteryOrder, STRIPE_WEBHOOK_SECRET, webhookBattery } from './helpers/webhook-battery.ts';

// The Stripe half of the webhook battery (battery-webhooks.test.ts has the sandbox one): signed
// completed events redelivered and shuffled among failed and expired ones, and forged signatures.
const battery = webhookBattery();
const { seed, random, newOrder, ledgerOf, statusOf } = battery;

describe('battery: stripe webhook deliveries', () => {
  const stripe = new Stripe('sk_test_unused');

  function stripeEvent(order: BatteryOrder, type: string, eventId = `evt_${randomUUID()}`): string {
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
    return battery.t.app.inject({
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
    const account = await registerAccount(battery.t.app, { brand: 'wetalk' });
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
      `webhooks (stripe, seed ${seed}): ${results.length} signed deliveries for ${paidOrders.length + 1} orders, credited ${credited}`,
    );
    expect(credited).toBe(paidOrders.length);
    for (const order of paidOrders) expect(await ledgerOf(order)).toBe(order.amount + order.gift);
    expect(await statusOf(expired)).toBe('cancelled');
    const total = paidOrders.reduce((sum, o) => sum + o.amount + o.gift, 0);
    expect(await battery.t.app.ledger.balance(account.id)).toBe(total);
    // A completed event after expiry credits nothing.
    const late = stripeEvent(expired, 'checkout.session.completed');
    expect((await deliver(late, sign(late))).json().outcome).toBe('ignored');
    expect(await battery.t.app.ledger.balance(account.id)).toBe(total);
  });

  it('refuses forged, tampered, stale and missing stripe signatures with no balance change', async () => {
    const account = await registerAccount(battery.t.app, { brand: 'wetalk' });
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
    expect(await battery.t.app.ledger.balance(account.id)).toBe(0);
    expect(await statusOf(order)).toBe('pending');
  });
});
