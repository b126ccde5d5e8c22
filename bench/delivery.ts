// delivery: send to delivery (sender emits, recipient socket receives) with persistence vs a bare relay.
import { deliveryVersusBareRelay } from './lib/delivery.ts';
import { record } from './lib/report.ts';
import { heading, startOurServer } from './lib/server.ts';
import { round } from './lib/stats.ts';

const NAME = 'delivery';
const SETTINGS = {
  pairs: 8,
  // Enough to reach our throughput plateau; more in flight only queues (latency grows, throughput does not).
  inFlight: 16,
  count: 3000,
  warmup: 300,
  rounds: 2,
};

heading(NAME, 'send to delivery: our server (stores both copies) vs a bare socket.io relay without the DB');
const ours = await startOurServer();
const { ours: o, bare: b } = await deliveryVersusBareRelay(ours.t.app, ours.url, SETTINGS);
await ours.t.close();

record(
  NAME,
  [
    {
      label: 'throughput ratio (ours / bare relay)',
      value: o.perSecond / b.perSecond,
      unit: 'x',
      target: { op: '>=', value: 0.7 },
      detail: `ours ${round(o.perSecond, 0)} deliveries/s, bare relay ${round(b.perSecond, 0)} deliveries/s (${SETTINGS.inFlight} in flight over ${SETTINGS.pairs} pairs, ${SETTINGS.count} messages, best of ${SETTINGS.rounds})`,
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
