import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/app.ts';

// Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379 (skipped without it).
const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

describe.skipIf(redisUrl === undefined)('a node on Redis that stops right after it started', () => {
  // The socket.io adapter subscribes on a client of its own while the node starts; ending that
  // client with the subscription still in flight once left an unhandled rejection, which the test
  // runner reports as an error of this file.
  it('closes cleanly, again and again', async () => {
    for (let i = 0; i < 12; i += 1) {
      const node = await createTestApp({ redisUrl, redisKeyPrefix: `t_${randomBytes(6).toString('hex')}:` });
      expect(node.app.services.shortLived.kind).toBe('redis');
      await node.close();
    }
  }, 120_000);
});
