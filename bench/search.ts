// search: searchMessages over one account's 1,000,000 messages (SEARCH_BENCH_MESSAGES to change it),
// through SQLite's trigram index, against the same text found by reading the account's messages one
// by one (what a search without the index costs), measured in the same run on the same file.
import path from 'node:path';
import { AUTH_HEADER, apiUrl, WEB_VERSION } from '@switchboard/protocol';
import SQLite from 'better-sqlite3';
import { accountWithNumber } from '../apps/server/test/helpers/factories.ts';
import { record } from './lib/report.ts';
import { bulkInsertMessages } from './lib/seed.ts';
import { heading, startOurServer } from './lib/server.ts';
import { nowMs, quantile, round } from './lib/stats.ts';

const NAME = 'search';
const TOTAL = Number(process.env.SEARCH_BENCH_MESSAGES ?? 1_000_000);
const CONVERSATIONS = 1000;
const REQUESTS = 100;
const WARMUP = 10;
const SCAN_RUNS = 5;
const SQLITE_FILE = 'switchboard.db';

heading(NAME, `searchMessages over ${TOTAL.toLocaleString('en')} messages of one account`);
const ours = await startOurServer();
const owner = await accountWithNumber(ours.t.app);
const file = new SQLite(path.join(ours.t.config.dataDir, SQLITE_FILE));
file.pragma('busy_timeout = 5000');
const seedStart = nowMs();
// The insert trigger keeps the trigram table in step, as it does for every stored message.
bulkInsertMessages(file, [{ accountId: owner.id, ownFull: owner.number }], TOTAL, CONVERSATIONS);
const seedMs = nowMs() - seedStart;
file.pragma('optimize');
console.log(`  seeded and indexed ${TOTAL.toLocaleString('en')} messages in ${round(seedMs / 1000)} s`);

const common = { t: '0', webVersion: WEB_VERSION, languagecode: 'en' };
const headers = { [AUTH_HEADER]: owner.token };

/** One search request; its time in ms and the hits of its first page. */
async function search(q: string): Promise<{ ms: number; hits: number }> {
  const begin = nowMs();
  const response = await ours.t.app.inject({
    method: 'GET',
    url: apiUrl('searchMessages'),
    query: { ...common, q, limit: '20' },
    headers,
  });
  const ms = nowMs() - begin;
  const body = response.json<{ retcode: number; data: { hits: unknown[] } }>();
  if (response.statusCode !== 200 || body.retcode !== 0) {
    throw new Error(`unexpected answer ${response.statusCode}: ${response.body.slice(0, 200)}`);
  }
  return { ms, hits: body.data.hits.length };
}

/** p50 and p95 of `REQUESTS` searches after a warm-up, each query drawn by `queryOf(i)`. */
async function measure(queryOf: (i: number) => string, expectHits: (hits: number) => boolean) {
  for (let i = 0; i < WARMUP; i++) await search(queryOf(i));
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const { ms, hits } = await search(queryOf(i + WARMUP));
    if (!expectHits(hits)) throw new Error(`query ${queryOf(i + WARMUP)} found ${hits}`);
    times.push(ms);
  }
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: Math.max(...times) };
}

// A rare text: one message's own number (the seeded texts name their index).
const rareQuery = (i: number) => `number ${(i * 7919) % TOTAL} with`;
const rare = await measure(rareQuery, (hits) => hits === 1);
// A word in every message: the first page of the newest twenty.
const everywhere = await measure(
  () => 'ordinary',
  (hits) => hits === 20,
);
// Two characters: the bounded scan of the newest messages.
const short = await measure(
  () => 'in',
  (hits) => hits === 20,
);

const scan = file.prepare(
  `select id from messages where account_id = ? and deleted_at is null and text like ? escape '\\'
   order by date desc, id desc limit 21`,
);
const scanMs: number[] = [];
for (let i = 0; i < SCAN_RUNS; i++) {
  const begin = nowMs();
  const rows = scan.all(owner.id, `%${rareQuery(i)}%`);
  scanMs.push(nowMs() - begin);
  if (rows.length !== 1) throw new Error(`the scan found ${rows.length}`);
}
const scanP50 = quantile(scanMs, 0.5);
file.close();
await ours.t.close();
console.log(
  `  rare p50 ${round(rare.p50)} p95 ${round(rare.p95)} ms; everywhere p50 ${round(everywhere.p50)} p95 ${round(everywhere.p95)} ms; two characters p50 ${round(short.p50)} p95 ${round(short.p95)} ms; unindexed scan ${round(scanP50)} ms`,
);

const of = `${TOTAL.toLocaleString('en')} messages`;
record(
  NAME,
  [
    {
      label: `searchMessages p95, a text in one message of ${of}`,
      value: rare.p95,
      unit: 'ms',
      target: { op: '<=', value: 50 },
      detail: `${REQUESTS} sequential in-process requests, each a different message's text, after ${WARMUP} warm-up: p50 ${round(rare.p50)} ms, p95 ${round(rare.p95)} ms, max ${round(rare.max)} ms`,
    },
    {
      label: `searchMessages p95, a word in all ${of} (the newest 20)`,
      value: everywhere.p95,
      unit: 'ms',
      target: { op: '<=', value: 50 },
      detail: `p50 ${round(everywhere.p50)} ms, p95 ${round(everywhere.p95)} ms, max ${round(everywhere.max)} ms`,
    },
    {
      label: 'searchMessages p95, two characters (bounded scan of the newest messages)',
      value: short.p95,
      unit: 'ms',
      target: { op: '<=', value: 50 },
      detail: `p50 ${round(short.p50)} ms, p95 ${round(short.p95)} ms, max ${round(short.max)} ms`,
    },
    {
      label: 'speed-up of the index over reading the messages (scan / rare p50)',
      value: scanP50 / rare.p50,
      unit: 'x',
      target: { op: '>=', value: 10 },
      detail: `the same texts found by LIKE over the account's messages as raw SQL on the same file: ${scanMs.map((ms) => round(ms, 0)).join(', ')} ms; the whole searchMessages request ${round(rare.p50)} ms`,
    },
  ],
  [
    `${of} of one account over ${CONVERSATIONS} conversations in one SQLite file, seeded with their trigram index in ${round(seedMs / 1000)} s`,
  ],
);
