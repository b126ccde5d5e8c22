import { Retcode } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { post } from './helpers/api.ts';
import { createTestApp, listen, type TestApp } from './helpers/app.ts';
import { smsPayload } from './helpers/chat.ts';
import { accountWithNumber, registerAccount } from './helpers/factories.ts';
import { connectSocket, nextMessage, sendMessage, sessionEnd } from './helpers/socket.ts';

// Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379 (skipped without it).
const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

describe.skipIf(redisUrl === undefined)('two nodes sharing the database and Redis', () => {
  let nodeA: TestApp;
  let nodeB: FastifyInstance;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    nodeA = await createTestApp({ redisUrl });
    // The second node runs on the first node's database, as nodes behind a load balancer do.
    nodeB = await buildApp(nodeA.config);
    urlA = await listen(nodeA.app);
    urlB = await listen(nodeB);
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it('ends a socket on one node when the session logs out through the other', async () => {
    const account = await registerAccount(nodeA.app);
    const socket = await connectSocket(urlA, { token: account.token });
    // Give the adapter a moment to see both nodes before broadcasting across them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const end = sessionEnd(socket);
    const logout = await post(nodeB, 'logout', { platform: account.brand }, { token: account.token });
    expect(logout.status).toBe(200);
    const { payload, reason } = await end;
    expect(payload.retcode).toBe(Retcode.SESSION_ENDED);
    expect(reason).toBe('io server disconnect');
    socket.close();
  });

  it('delivers a message sent through one node to the recipient and the sender’s other socket on the other', async () => {
    const alice = await accountWithNumber(nodeA.app);
    const bob = await accountWithNumber(nodeA.app);
    const sending = await connectSocket(urlA, { token: alice.token });
    const aliceElsewhere = await connectSocket(urlB, { token: alice.token });
    const bobElsewhere = await connectSocket(urlB, { token: bob.token });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const inbound = nextMessage(bobElsewhere);
    const echo = nextMessage(aliceElsewhere);
    const payload = smsPayload(alice, bob.number, 'across nodes');
    expect((await sendMessage(sending, payload)).status).toBe(0);
    expect(await inbound).toMatchObject({ direction: 'in', text: 'across nodes', fromNumber: alice.number });
    expect(await echo).toMatchObject({ direction: 'out', smsId: payload.smsId });
    for (const socket of [sending, aliceElsewhere, bobElsewhere]) socket.close();
  });

  it('shares login failure counters between nodes', async () => {
    const account = await registerAccount(nodeA.app);
    const body = { platform: account.brand, account: account.email, password: 'wrong password' };
    await post(nodeA.app, 'login', body, { ip: '10.9.9.1' });
    await post(nodeB, 'login', body, { ip: '10.9.9.2' });
    await post(nodeA.app, 'login', body, { ip: '10.9.9.3' });
    const next = await post(nodeB, 'login', { ...body, password: account.password }, { ip: '10.9.9.4' });
    expect(next.body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);
  });
});
