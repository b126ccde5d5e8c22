import { brands, type PaySubmitData, productId, Retcode } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { post } from './helpers/api.ts';
import { createTestApp, listen, type TestApp } from './helpers/app.ts';
import { operatorToken } from './helpers/console.ts';
import { registerAccount } from './helpers/factories.ts';
import { freePort, HAS_REDIS_SERVER, PrivateRedis } from './helpers/multinode.ts';
import { replaceRecharge } from './helpers/recharge.ts';

const UNIT = 10_000;

// Its own redis-server, so the nodes' messages stay between them; skipped without the binary.
describe.skipIf(!HAS_REDIS_SERVER)('a recharge change on one node, on another node', () => {
  let redis: PrivateRedis;
  let nodeA: TestApp;
  let nodeB: FastifyInstance;

  beforeAll(async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    nodeA = await createTestApp({
      redisUrl: redis.url,
      payments: { stripeSecretKey: undefined, stripeWebhookSecret: undefined, sandbox: true, disabled: [] },
    });
    // The second node runs on the first node's database, as nodes behind a load balancer do.
    nodeB = await buildApp(nodeA.config);
    await listen(nodeA.app);
    await listen(nodeB);
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
    await redis?.kill();
  });

  it('prices the next order on the other node by the new tiles at once, not after its cache expires', async () => {
    // Node B has read (and cached for half a minute) the seeded settings.
    expect(await nodeB.services.recharge.settingsFor('wephone')).toEqual(brands.wephone.recharge);
    // Give the adapter a moment to see both nodes before announcing across them.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const admin = await operatorToken(nodeA.app, 'admin');
    expect((await replaceRecharge(nodeA.app, admin, { brand: 'wephone' })).status).toBe(200);

    const deadline = Date.now() + 5_000;
    let tiles = (await nodeB.services.recharge.settingsFor('wephone')).tiles;
    while (!tiles.some((tile) => tile.amount === 30 * UNIT) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      tiles = (await nodeB.services.recharge.settingsFor('wephone')).tiles;
    }
    expect(tiles).toContainEqual({ amount: 30 * UNIT, gift: 25_000 });

    const dave = await registerAccount(nodeB, { brand: 'wephone' });
    const order = await post<PaySubmitData>(
      nodeB,
      'paySubmit',
      {
        platform: 'wephone',
        productid: productId('card', 'USD', 30),
        payment_method: 'card',
        return_url: 'http://localhost:3000/account',
        devicetype: 'web',
      },
      { token: dave.token },
    );
    expect(order.body.retcode).toBe(Retcode.OK);
    expect(await nodeB.services.payments.order(order.body.data.orderId)).toMatchObject({
      amount: 30 * UNIT,
      gift: 25_000,
    });
  });
});
