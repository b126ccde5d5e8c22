// socket-send: sendMessage with ack through our server vs a bare socket.io echo server with ack.
import { type SendMessageAck, SocketEvent } from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { smsPayload } from '../apps/server/test/helpers/chat.ts';
import { accountWithNumber } from '../apps/server/test/helpers/factories.ts';
import { record } from './lib/report.ts';
import { connect, heading, startBareServer, startOurServer } from './lib/server.ts';
import { median, round, saturate } from './lib/stats.ts';

const NAME = 'socket-send';
const SENDERS = 8;
const IN_FLIGHT = 32;
const THROUGHPUT_COUNT = 3000;
const LATENCY_COUNT = 400;
const WARMUP = 300;
const ROUNDS = 2;
/** Outside the service, so the embedded carrier accepts it without a second stored copy. */
const OUTSIDE = '14155550123';

type Payload = Record<string, unknown>;

function send(socket: Socket, payload: Payload): Promise<void> {
  return (
    socket.timeout(30_000).emitWithAck(SocketEvent.sendMessage, payload) as Promise<SendMessageAck>
  ).then((ack) => {
    if (ack.status !== 0) throw new Error(`sendMessage refused: ${ack.status} ${ack.retmsg}`);
  });
}

/** Throughput (acks/s) with many in flight over several sockets, and p50 of one-at-a-time sends. */
async function measure(sockets: Socket[], payloadFor: (socketIndex: number) => Payload) {
  const run = (count: number, lanes: number) =>
    saturate(count, lanes, (index) =>
      send(sockets[index % sockets.length]!, payloadFor(index % sockets.length)),
    );
  await run(WARMUP, IN_FLIGHT);
  const load = await run(THROUGHPUT_COUNT, IN_FLIGHT);
  const single = await saturate(LATENCY_COUNT, 1, () => send(sockets[0]!, payloadFor(0)));
  return { perSecond: load.perSecond, p50: median(single.latencies) };
}

heading(NAME, 'sendMessage + ack: our server (validate, price, store, debit) vs bare socket.io echo');
const ours = await startOurServer();
const accounts = await Promise.all(
  Array.from({ length: SENDERS }, () => accountWithNumber(ours.t.app, { balance: 1_000_000_000 })),
);
const ourSockets = await Promise.all(accounts.map((account) => connect(ours.url, account.token)));
const bare = await startBareServer((server) => {
  server.on('connection', (socket) => {
    socket.on(SocketEvent.sendMessage, (payload: { smsId: string }, ack: (answer: SendMessageAck) => void) =>
      ack({ status: 0, retmsg: '', smsId: payload.smsId, date: Date.now(), media: '' }),
    );
  });
});
const bareSockets = await Promise.all(accounts.map(() => connect(bare.url)));
const payloadFor = (index: number) => smsPayload(accounts[index]!, OUTSIDE, 'benchmark message text');

let best = { ours: { perSecond: 0, p50: Infinity }, bare: { perSecond: 0, p50: Infinity } };
for (let round = 0; round < ROUNDS; round++) {
  const b = await measure(bareSockets, payloadFor);
  const o = await measure(ourSockets, payloadFor);
  best = {
    bare: { perSecond: Math.max(best.bare.perSecond, b.perSecond), p50: Math.min(best.bare.p50, b.p50) },
    ours: { perSecond: Math.max(best.ours.perSecond, o.perSecond), p50: Math.min(best.ours.p50, o.p50) },
  };
}
for (const socket of [...ourSockets, ...bareSockets]) socket.close();
await bare.close();
await ours.t.close();

record(
  NAME,
  [
    {
      label: 'throughput ratio (ours / bare)',
      value: best.ours.perSecond / best.bare.perSecond,
      unit: 'x',
      target: { op: '>=', value: 0.8 },
      detail: `ours ${round(best.ours.perSecond, 0)} acks/s, bare ${round(best.bare.perSecond, 0)} acks/s (${IN_FLIGHT} in flight over ${SENDERS} sockets, ${THROUGHPUT_COUNT} sends, best of ${ROUNDS})`,
    },
    {
      label: 'p50 latency ratio (ours / bare)',
      value: best.ours.p50 / best.bare.p50,
      unit: 'x',
      target: { op: '<=', value: 1.3 },
      detail: `ours p50 ${round(best.ours.p50, 3)} ms, bare p50 ${round(best.bare.p50, 3)} ms (one at a time, ${LATENCY_COUNT} sends)`,
    },
  ],
  ['client and server share one process (both sides measured the same way); SQLite in a temp DATA_DIR'],
);
