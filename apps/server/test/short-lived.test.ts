import { randomBytes } from 'node:crypto';
import { Retcode } from '@switchboard/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseShortLivedStore } from '../src/adapters/short-lived/database.ts';
import { RedisShortLivedStore } from '../src/adapters/short-lived/redis.ts';
import type { ShortLivedStore } from '../src/adapters/short-lived/types.ts';
import { type CodeRecord, CodeStore } from '../src/modules/contact-verification/code-store.ts';
import { get, post } from './helpers/api.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { uniqueIp } from './helpers/factories.ts';
import { freePort, HAS_REDIS_SERVER, PrivateRedis } from './helpers/multinode.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// The Redis cases need a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379 (skipped without it).
const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

const stores: Array<[string, () => ShortLivedStore]> = [];
let redisStore: RedisShortLivedStore | undefined;

const t = useTestApp();
beforeAll(async () => {
  stores.push(['database', () => new DatabaseShortLivedStore(t.app.db)]);
  if (redisUrl !== undefined) {
    redisStore = await RedisShortLivedStore.connect(
      redisUrl,
      `t_${randomBytes(6).toString('hex')}:`,
      t.app.log,
    );
    const connected = redisStore;
    stores.push(['redis', () => connected]);
  }
});
afterAll(async () => {
  await redisStore?.close();
});

const key = () => `k:${randomBytes(8).toString('hex')}`;

describe.each(['database', 'redis'])('the %s short-lived store', (kind) => {
  const store = () => {
    const found = stores.find(([name]) => name === kind);
    if (found === undefined) throw new Error(`no ${kind} store`);
    return found[1]();
  };
  const skip = () => kind === 'redis' && redisUrl === undefined;

  it.skipIf(skip())('gives a value to exactly one of 20 concurrent takers', async () => {
    const k = key();
    await store().put(k, 'proof', 60_000);
    expect(await store().peek(k)).toBe('proof');
    const taken = await Promise.all(Array.from({ length: 20 }, () => store().take(k)));
    expect(taken.filter((value) => value === 'proof')).toHaveLength(1);
    expect(taken.filter((value) => value === undefined)).toHaveLength(19);
    expect(await store().peek(k)).toBeUndefined();
  });

  it.skipIf(skip())('replaces a value on put and hides it once expired', async () => {
    const k = key();
    await store().put(k, 'first', 60_000);
    await store().put(k, 'second', 60_000);
    expect(await store().peek(k)).toBe('second');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect(await store().peek(k)).toBeUndefined();
      expect(await store().take(k)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it.skipIf(skip())('swaps a value once for 20 concurrent swappers, and never an expired one', async () => {
    const k = key();
    await store().put(k, 'v1', 60_000);
    const swapped = await Promise.all(Array.from({ length: 20 }, () => store().swap(k, 'v1', 'v2', 60_000)));
    expect(swapped.filter(Boolean)).toHaveLength(1);
    expect(await store().peek(k)).toBe('v2');
    expect(await store().swap(k, 'v1', 'v3', 60_000)).toBe(false);
    expect(await store().swap(key(), 'v1', 'v3', 60_000)).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect(await store().swap(k, 'v2', 'v3', 60_000)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it.skipIf(skip())('counts events in a sliding window with the newest time', async () => {
    const k = key();
    const now = Date.now();
    expect(await store().since(k, 0)).toEqual({ count: 0, newest: undefined });
    await Promise.all(
      [now - 7_200_000, now - 60_000, now - 1000, now - 1000].map((at) => store().note(k, at, 86_400_000)),
    );
    expect(await store().since(k, now - 3_600_000)).toEqual({ count: 3, newest: now - 1000 });
    expect(await store().since(k, now - 86_400_000)).toEqual({ count: 4, newest: now - 1000 });
    expect((await store().since(k, now)).count).toBe(0);
  });

  it.skipIf(skip())(
    'keeps a burnt code from ever validating, and lets a validated one be spent once',
    async () => {
      const codes = new CodeStore(store());
      const now = Date.now();
      const record: CodeRecord = {
        id: randomBytes(8).toString('hex'),
        accountId: 'a1',
        channel: 'email',
        target: `${key()}@example.com`,
        codeHash: 'ff',
        ip: '10.0.0.1',
        tries: 0,
        status: 'pending',
        createdAt: now,
        expiresAt: now + 600_000,
        validatedAt: null,
      };
      await codes.recordSend(record);
      expect((await codes.sendsSince({ channel: 'email', target: record.target }, now - 1)).count).toBe(1);
      await codes.burn(record.id);
      expect(await codes.markValidated(record.id, 5, Date.now())).toBe(false);
      expect((await codes.find(record.id))?.status).toBe('burnt');

      const second = { ...record, id: randomBytes(8).toString('hex') };
      await codes.recordSend(second);
      const tries = await Promise.all(Array.from({ length: 8 }, () => codes.countWrongTry(second.id, 5)));
      expect(tries.filter(Boolean)).toHaveLength(5);
      expect(await codes.markValidated(second.id, 5, Date.now())).toBe(false);

      const third = { ...record, id: randomBytes(8).toString('hex') };
      await codes.recordSend(third);
      expect(await codes.markValidated(third.id, 5, Date.now())).toBe(true);
      expect((await codes.findValidated('a1', 'email', record.target, now))?.id).toBe(third.id);
      const spends = await Promise.all(Array.from({ length: 5 }, () => codes.spend(third.id)));
      expect(spends.filter(Boolean)).toHaveLength(1);
      expect(await codes.findValidated('a1', 'email', record.target, now)).toBeUndefined();
    },
  );

  it.skipIf(skip())('counts concurrent hits exactly within a window', async () => {
    const k = key();
    const counts = await Promise.all(Array.from({ length: 50 }, () => store().hit(k, 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    for (const { resetAt } of counts) {
      expect(resetAt).toBeGreaterThan(Date.now());
      expect(resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    }
  });
});

// Its own redis-server, so killing it leaves the machine's shared Redis (and other suites) alone.
describe.skipIf(redisUrl === undefined || !HAS_REDIS_SERVER)('a node whose Redis goes away', () => {
  let redis: PrivateRedis;
  let node: TestApp;

  beforeAll(async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    node = await createTestApp({ redisUrl: redis.url });
  });
  afterAll(async () => {
    await node?.close();
    await redis?.kill();
  });

  it('answers SERVICE_UNAVAILABLE (not a crash or a hang) for calls that need it, and recovers', async () => {
    const ip = uniqueIp();
    expect((await get(node.app, 'sliderCaptcha', { ip })).status).toBe(200);
    await redis.kill();
    const down = await get(node.app, 'sliderCaptcha', { ip });
    expect(down.status).toBe(503);
    expect(down.body.retcode).toBe(Retcode.SERVICE_UNAVAILABLE);
    // Calls that do not need Redis go on working.
    expect((await post(node.app, 'preLogin', { platform: 'pingme', account: 'x@example.com' })).status).toBe(
      200,
    );
    await redis.start();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = (await get(node.app, 'sliderCaptcha', { ip })).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  }, 60_000);
});
