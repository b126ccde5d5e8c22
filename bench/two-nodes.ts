// two-nodes: the same send-to-delivery across two nodes through Redis vs one node.
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import type { Socket } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app.ts';
import { listen } from '../apps/server/test/helpers/app.ts';
import { smsPayload } from '../apps/server/test/helpers/chat.ts';
import { accountWithNumber } from '../apps/server/test/helpers/factories.ts';
import { type DeliveryFigures, type Lane, measureDelivery } from './lib/delivery.ts';
import { record, skip } from './lib/report.ts';
import { connect, heading, startOurServer } from './lib/server.ts';
import { round } from './lib/stats.ts';

const NAME = 'two-nodes';
const PAIRS = 8;
const IN_FLIGHT = 16;
const COUNT = 2000;
const WARMUP = 200;
const ROUNDS = 2;
const redisUrl = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';

/** True when a Redis server answers PING within a second. */
async function redisAnswers(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    if (client.isOpen) await client.quit().catch(() => {});
  }
}

/** Lanes whose senders are on `senderUrl` and recipients on `recipientUrl`, sending across. */
async function lanesOf(app: FastifyInstance, senderUrl: string, recipientUrl: string, open: Socket[]) {
  const lanes: Lane[] = [];
  for (let index = 0; index < PAIRS; index++) {
    const sender = await accountWithNumber(app, { balance: 1_000_000_000 });
    const recipient = await accountWithNumber(app);
    const senderSocket = await connect(senderUrl, sender.token);
    const recipientSocket = await connect(recipientUrl, recipient.token);
    open.push(senderSocket, recipientSocket);
    lanes.push({
      sender: senderSocket,
      recipient: recipientSocket,
      payload: (text) => smsPayload(sender, recipient.number, text),
    });
  }
  return lanes;
}

async function run(lanes: Lane[]): Promise<DeliveryFigures> {
  await measureDelivery(lanes, WARMUP, IN_FLIGHT);
  return measureDelivery(lanes, COUNT, IN_FLIGHT);
}

heading(NAME, 'send to delivery across two nodes through Redis vs one node');
if (!(await redisAnswers(redisUrl))) {
  skip(NAME, `no Redis answers at ${redisUrl} (set REDIS_URL)`);
} else {
  const open: Socket[] = [];
  const single = await startOurServer();
  const oneLanes = await lanesOf(single.t.app, single.url, single.url, open);
  const nodeA = await startOurServer({ redisUrl });
  // The second node runs on the first node's database, as nodes behind a load balancer do.
  const nodeB = await buildApp(nodeA.t.config);
  const urlB = await listen(nodeB);
  const twoLanes = await lanesOf(nodeA.t.app, nodeA.url, urlB, open);
  // Let the adapter see both nodes before measuring across them.
  await new Promise((resolve) => setTimeout(resolve, 500));
  // Alternated and best-of, so load from elsewhere on the machine hits both sides alike.
  const better = (a: DeliveryFigures | undefined, b: DeliveryFigures) =>
    a !== undefined && a.perSecond >= b.perSecond ? a : b;
  let oneBest: DeliveryFigures | undefined;
  let twoBest: DeliveryFigures | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    oneBest = better(oneBest, await run(oneLanes));
    twoBest = better(twoBest, await run(twoLanes));
  }
  for (const socket of open) socket.close();
  await nodeB.close();
  await nodeA.t.close();
  await single.t.close();
  const one = oneBest!;
  const two = twoBest!;

  record(
    NAME,
    [
      {
        label: 'throughput ratio (two nodes via Redis / one node)',
        value: two.perSecond / one.perSecond,
        unit: 'x',
        target: { op: '>=', value: 0.5 },
        detail: `two nodes ${round(two.perSecond, 0)} deliveries/s (p99 ${round(two.p99)} ms), one node ${round(one.perSecond, 0)} deliveries/s (p99 ${round(one.p99)} ms); senders on node A, recipients on node B, ${IN_FLIGHT} in flight, ${COUNT} messages, best of ${ROUNDS}`,
      },
    ],
    [
      'both nodes run in this one process on one SQLite file, so they share the CPU a real deployment would split',
    ],
  );
}
