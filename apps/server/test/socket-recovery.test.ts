import { randomUUID } from 'node:crypto';
import { Retcode, SocketEvent } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AccountSocket, barrier, connectAccount } from './helpers/account-events.ts';
import { post } from './helpers/api.ts';
import { listen } from './helpers/app.ts';
import { registerAccount } from './helpers/factories.ts';
import type { ConnectError } from './helpers/socket.ts';
import { portOf, SwitchProxy } from './helpers/switch-proxy.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * Cuts the socket's transport, as a network drop does, and resolves once both ends saw it: the
 * server has then kept the session for recovery.
 */
async function dropTransport(app: FastifyInstance, socket: Socket): Promise<string> {
  const server = app.realtime.io.of('/').sockets.get(socket.id ?? '');
  if (server === undefined) throw new Error('the socket is not on this node');
  const serverSaw = new Promise<string>((resolve) => server.once('disconnect', resolve));
  const clientSaw = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  socket.io.engine.close();
  const [reason] = await Promise.all([serverSaw, clientSaw]);
  return reason;
}

/** Connects the socket again (it does not reconnect by itself); rejects with a refusal. */
function reconnect(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
    socket.connect();
  });
}

/** Events (socket.io EVENT packets) the client's connection receives from now on, connected or not. */
function rawEvents(socket: Socket): unknown[][] {
  const events: unknown[][] = [];
  socket.io.on('packet', (packet: { type: number; data?: unknown[] }) => {
    if (packet.type === 2 && packet.data !== undefined) events.push(packet.data);
  });
  return events;
}

describe('connection-state recovery on one node', () => {
  const t = useTestApp({ listen: true });
  const open: AccountSocket[] = [];

  afterEach(() => {
    for (const { socket } of open.splice(0)) socket.close();
  });

  it('replays an event emitted while the transport was down, to the same socket', async () => {
    const alice = await registerAccount(t.app);
    const tab = await connectAccount(t.baseUrl, alice.token);
    open.push(tab);
    const id = tab.socket.id;
    expect(await dropTransport(t.app, tab.socket)).toBe('transport close');
    const from = tab.log.received.length;

    await t.app.ledger.credit(alice.id, 4_200, 'seed', randomUUID());
    await reconnect(tab.socket);
    expect(tab.socket.recovered).toBe(true);
    expect(tab.socket.id).toBe(id);
    expect(await tab.log.next(SocketEvent.balanceChanged)).toEqual({ balance: 4_200 });

    // The recovered socket is still in its account's room, and got no second greeting.
    await barrier(t.app, alice.id, [tab.log]);
    expect(tab.log.namesSince(from)).toEqual([SocketEvent.balanceChanged, SocketEvent.balanceChanged]);
  });

  it('recovers a socket that had received nothing but its greeting', async () => {
    const alice = await registerAccount(t.app);
    const tab = await connectAccount(t.baseUrl, alice.token);
    open.push(tab);
    await dropTransport(t.app, tab.socket);
    t.app.services.events.publish(alice.id, SocketEvent.contactsChanged, { updateTime: 7 });
    await reconnect(tab.socket);
    expect(tab.socket.recovered).toBe(true);
    expect(await tab.log.next(SocketEvent.contactsChanged)).toEqual({ updateTime: 7 });
  });

  it('does not recover a session that ended meanwhile, and replays none of its events', async () => {
    const alice = await registerAccount(t.app);
    const tab = await connectAccount(t.baseUrl, alice.token);
    open.push(tab);
    await dropTransport(t.app, tab.socket);
    const afterDrop = rawEvents(tab.socket);
    const logout = await post(t.app, 'logout', { platform: alice.brand }, { token: alice.token });
    expect(logout.status).toBe(200);
    await t.app.ledger.credit(alice.id, 4_200, 'seed', randomUUID());

    const refusal = (await reconnect(tab.socket).then(
      () => undefined,
      (error: ConnectError) => error,
    )) as ConnectError | undefined;
    expect(refusal?.data?.retcode).toBe(Retcode.TOKEN_INVALID);
    expect(tab.socket.connected).toBe(false);
    // The refusal comes after anything the server wrote to this connection: nothing was replayed.
    expect(afterDrop).toEqual([]);
  });
});

// Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379 (skipped without it).
const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

describe.skipIf(redisUrl === undefined)('connection-state recovery across two nodes with Redis', () => {
  const nodeA = useTestApp({ overrides: { redisUrl }, listen: true });
  let nodeB: FastifyInstance;
  let urlB: string;
  let proxy: SwitchProxy | undefined;
  const open: AccountSocket[] = [];

  beforeAll(async () => {
    // The second node shares the first one's database and Redis, as nodes behind a load balancer do.
    nodeB = await buildApp(nodeA.config);
    urlB = await listen(nodeB);
  });
  afterEach(async () => {
    for (const { socket } of open.splice(0)) socket.close();
    await proxy?.close();
    proxy = undefined;
  });
  afterAll(async () => {
    await nodeB?.close();
  });

  it('recovers on the other node, with an event the other node emitted while the client was away', async () => {
    const relay = new SwitchProxy(portOf(nodeA.baseUrl));
    proxy = relay;
    const proxyUrl = await relay.listen();
    const alice = await registerAccount(nodeA.app);
    const tab = await connectAccount(proxyUrl, alice.token);
    open.push(tab);
    const id = tab.socket.id;
    expect(nodeA.app.realtime.io.of('/').sockets.has(id ?? '')).toBe(true);

    relay.switchTo(portOf(urlB));
    await dropTransport(nodeA.app, tab.socket);
    await nodeB.ledger.credit(alice.id, 4_200, 'seed', randomUUID());
    await reconnect(tab.socket);

    expect(tab.socket.recovered).toBe(true);
    expect(tab.socket.id).toBe(id);
    expect(nodeB.realtime.io.of('/').sockets.has(id ?? '')).toBe(true);
    expect(await tab.log.next(SocketEvent.balanceChanged)).toEqual({ balance: 4_200 });
    // Now served by node B, it still gets what node A emits to the account.
    const balance = await barrier(nodeA.app, alice.id, [tab.log]);
    expect(balance).toBe(4_201);
  });

  it('recovers on the same node with an event emitted through the other', async () => {
    const alice = await registerAccount(nodeA.app);
    const tab = await connectAccount(nodeA.baseUrl, alice.token);
    open.push(tab);
    await dropTransport(nodeA.app, tab.socket);
    await nodeB.ledger.credit(alice.id, 900, 'seed', randomUUID());
    await reconnect(tab.socket);
    expect(tab.socket.recovered).toBe(true);
    expect(await tab.log.next(SocketEvent.balanceChanged)).toEqual({ balance: 900 });
  });
});
