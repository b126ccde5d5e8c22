// api-history: an authenticated getDialogList page of 50 over 1,000,000 messages vs a bare fastify route.
import path from 'node:path';
import { AUTH_HEADER, apiUrl, WEB_VERSION } from '@switchboard/protocol';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { accountWithNumber } from '../apps/server/test/helpers/factories.ts';
import { record } from './lib/report.ts';
import { bulkInsertMessages, otherNumber, SEED_MONTH } from './lib/seed.ts';
import { heading, startOurServer } from './lib/server.ts';
import { interleaved, nowMs, round } from './lib/stats.ts';

const NAME = 'api-history';
const TOTAL = 1_000_000;
const ACCOUNTS = 10;
const CONVERSATIONS = 100;
const PAGE = 50;
const REQUESTS = 2000;
const WARMUP = 300;
const CHUNKS = 20;
const SQLITE_FILE = 'switchboard.db';

/** The same query getDialogList runs for a first page, as one raw prepared statement. */
const PAGE_SQL = `select * from messages where account_id = ? and own_full = ? and other_full = ?
  and deleted_at is null and date > ? and date < ? order by date desc, id desc limit ?`;

heading(
  NAME,
  `authenticated getDialogList (${PAGE} of ${TOTAL.toLocaleString('en')} messages) vs bare fastify route`,
);
const ours = await startOurServer();
const owners = await Promise.all(Array.from({ length: ACCOUNTS }, () => accountWithNumber(ours.t.app)));
const file = new SQLite(path.join(ours.t.config.dataDir, SQLITE_FILE));
file.pragma('busy_timeout = 5000');
const seedStart = nowMs();
bulkInsertMessages(
  file,
  owners.map((owner) => ({ accountId: owner.id, ownFull: owner.number })),
  TOTAL,
  CONVERSATIONS,
);
file.pragma('optimize');
const seedMs = nowMs() - seedStart;
console.log(`  seeded ${TOTAL.toLocaleString('en')} messages in ${round(seedMs / 1000)} s (one transaction)`);

const owner = owners[0]!;
const query = {
  ownFullNumber: owner.number,
  otherFullNumber: otherNumber(7),
  ym: SEED_MONTH.ym,
  pageSize: String(PAGE),
};
const common = { t: '0', webVersion: WEB_VERSION, languagecode: 'en' };

const bare: FastifyInstance = Fastify({ logger: false });
const page = file.prepare(PAGE_SQL);
const monthEnd = Date.UTC(2026, 10, 1);
bare.get(apiUrl('getDialogList'), async (request) => {
  const q = request.query as Record<string, string>;
  const rows = page.all(
    owner.id,
    q.ownFullNumber,
    q.otherFullNumber,
    SEED_MONTH.start - 1,
    monthEnd,
    PAGE + 1,
  );
  return { retcode: 0, retmsg: '', data: { dialogList: rows.slice(0, PAGE) } };
});
await bare.ready();

/** Asks for the page once and checks the answer is a full page. */
async function ask(app: FastifyInstance, headers: Record<string, string>): Promise<void> {
  const response = await app.inject({
    method: 'GET',
    url: apiUrl('getDialogList'),
    query: { ...common, ...query },
    headers,
  });
  const body = response.json<{ retcode: number; data: { dialogList: unknown[] } }>();
  if (response.statusCode !== 200 || body.retcode !== 0 || body.data.dialogList.length !== PAGE) {
    throw new Error(`unexpected answer ${response.statusCode}: ${response.body.slice(0, 200)}`);
  }
}

const ourHeaders = { [AUTH_HEADER]: owner.token };
const askBare = () => ask(bare, {});
const askOurs = () => ask(ours.t.app, ourHeaders);
await interleaved(askBare, askOurs, 1, WARMUP);
const speeds = await interleaved(askBare, askOurs, CHUNKS, REQUESTS / CHUNKS);
const best = { ours: speeds.second, bare: speeds.first };
await bare.close();
file.close();
await ours.t.close();

record(
  NAME,
  [
    {
      label: 'requests/s ratio (ours / bare fastify)',
      value: speeds.ratio,
      unit: 'x',
      target: { op: '>=', value: 0.8 },
      detail: `ours ${round(best.ours, 0)} req/s, bare ${round(best.bare, 0)} req/s (${REQUESTS} sequential in-process requests, in ${CHUNKS} alternating chunks; ratio is the median over chunks); seeding took ${round(seedMs / 1000)} s`,
    },
  ],
  [
    `${TOTAL.toLocaleString('en')} messages over ${ACCOUNTS} accounts × ${CONVERSATIONS} conversations in one SQLite file; the bare route runs the same SQL as a raw better-sqlite3 prepared statement with no auth, validation or envelope`,
  ],
);
