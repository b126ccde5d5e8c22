// delivery: send to delivery (sender emits, recipient socket receives) with persistence vs a bare relay.
import type { Socket } from 'socket.io-client';
import { smsPayload } from '../apps/server/test/helpers/chat.ts';
import { accountWithNumber } from '../apps/server/test/helpers/factories.ts';
import { bareRelay, type DeliveryFigures, type Lane, measureDelivery } from './lib/delivery.ts';
import { record } from './lib/report.ts';
import { connect, heading, startBareServer, startOurServer } from './lib/server.ts';
import { round } from './lib/stats.ts';

const NAME = 'delivery';
const PAIRS = 8;
// Enough to reach our throughput plateau; more in flight only queues (latency grows, throughput does not).
const IN_FLIGHT = 16;
const COUNT = 3000;
const WARMUP = 300;
const ROUNDS = 2;

heading(NAME, 'send to delivery: our server (stores both copies) vs a bare socket.io relay without the DB');
const ours = await startOurServer();
const app = ours.t.app;
const senders = await Promise.all(
  Array.from({ length: PAIRS }, () => accountWithNumber(app, { balance: 1_000_000_000 })),
);
const recipients = await Promise.all(Array.from({ length: PAIRS }, () => accountWithNumber(app)));
const open: Socket[] = [];
const opened = async (url: string, token: string) => {
  const socket = await connect(url, token);
  open.push(socket);
  return socket;
};
const ourLanes: Lane[] = await Promise.all(
  senders.map(async (sender, index) => ({
    sender: await opened(ours.url, sender.token),
    recipient: await opened(ours.url, recipients[index]!.token),
    payload: (text: string) => smsPayload(sender, recipients[index]!.number, text),
  })),
);
const bare = await startBareServer(bareRelay);
const bareLanes: Lane[] = await Promise.all(
  senders.map(async (sender, index) => ({
    sender: await opened(bare.url, sender.number),
    recipient: await opened(bare.url, recipients[index]!.number),
    payload: (text: string) => smsPayload(sender, recipients[index]!.number, text),
  })),
);

const better = (a: DeliveryFigures, b: DeliveryFigures) => (a.perSecond >= b.perSecond ? a : b);
let bestOurs: DeliveryFigures | undefined;
let bestBare: DeliveryFigures | undefined;
for (let round = 0; round < ROUNDS; round++) {
  await measureDelivery(bareLanes, WARMUP, IN_FLIGHT);
  const b = await measureDelivery(bareLanes, COUNT, IN_FLIGHT);
  await measureDelivery(ourLanes, WARMUP, IN_FLIGHT);
  const o = await measureDelivery(ourLanes, COUNT, IN_FLIGHT);
  bestBare = bestBare ? better(bestBare, b) : b;
  bestOurs = bestOurs ? better(bestOurs, o) : o;
}
for (const socket of open) socket.close();
await bare.close();
await ours.t.close();
const o = bestOurs!;
const b = bestBare!;

record(
  NAME,
  [
    {
      label: 'throughput ratio (ours / bare relay)',
      value: o.perSecond / b.perSecond,
      unit: 'x',
      target: { op: '>=', value: 0.7 },
      detail: `ours ${round(o.perSecond, 0)} deliveries/s, bare relay ${round(b.perSecond, 0)} deliveries/s (${IN_FLIGHT} in flight over ${PAIRS} pairs, ${COUNT} messages, best of ${ROUNDS})`,
    },
    {
      label: 'p99 send-to-delivery at saturation (ours)',
      value: o.p99,
      unit: 'ms',
      target: { op: '<', value: 50 },
      detail: `ours p50 ${round(o.p50)} ms p99 ${round(o.p99)} ms; bare relay p50 ${round(b.p50)} ms p99 ${round(b.p99)} ms`,
    },
  ],
  [
    'the code has no switch to skip the insert, so the baseline is a bare socket.io relay doing the same JSON work (protocol schema validation, ack, receive payload, room emit) without the DB',
  ],
);
