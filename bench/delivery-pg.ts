// delivery-pg: the delivery benchmark with our server on PostgreSQL instead of SQLite, vs the same bare relay.
import { deliveryVersusBareRelay } from './lib/delivery.ts';
import { BENCH_DATABASE_URL, postgresSchema, postgresUnreachable } from './lib/postgres.ts';
import { record, skip } from './lib/report.ts';
import { heading, startOurServer } from './lib/server.ts';
import { round } from './lib/stats.ts';

const NAME = 'delivery-pg';
const SETTINGS = { pairs: 8, inFlight: 16, count: 3000, warmup: 300, rounds: 2 };

heading(NAME, 'send to delivery: our server on PostgreSQL (stores both copies) vs a bare socket.io relay');
const unreachable = await postgresUnreachable();
if (unreachable !== undefined) {
  skip(NAME, unreachable);
} else {
  const schema = await postgresSchema();
  try {
    const ours = await startOurServer(schema.overrides);
    const { ours: o, bare: b } = await deliveryVersusBareRelay(ours.t.app, ours.url, SETTINGS);
    await ours.t.close();
    record(
      NAME,
      [
        {
          label: 'throughput ratio on PostgreSQL (ours / bare relay)',
          value: o.perSecond / b.perSecond,
          unit: 'x',
          target: { op: '>=', value: 0.3 },
          detail: `ours ${round(o.perSecond, 0)} deliveries/s, bare relay ${round(b.perSecond, 0)} deliveries/s (${SETTINGS.inFlight} in flight over ${SETTINGS.pairs} pairs, ${SETTINGS.count} messages, best of ${SETTINGS.rounds})`,
        },
        {
          label: 'p99 send-to-delivery at saturation on PostgreSQL (ours)',
          value: o.p99,
          unit: 'ms',
          target: { op: '<', value: 50 },
          detail: `ours p50 ${round(o.p50)} ms p99 ${round(o.p99)} ms; bare relay p50 ${round(b.p50)} ms p99 ${round(b.p99)} ms`,
        },
      ],
      [
        `PostgreSQL at ${BENCH_DATABASE_URL} on this machine (a schema of its own, dropped afterwards), pool of the server's default size`,
      ],
    );
  } finally {
    await schema.drop();
  }
}
