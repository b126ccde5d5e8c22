// chat-list: getChatList of an account with 1,000,000 messages in 1,000 conversations (read from the
// conversations table) vs the previous query ranking the history, and the server's event-loop delay
// while 10 clients page conversation histories.
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { AUTH_HEADER, apiUrl, UNREAD_COUNT_LIMIT, WEB_VERSION } from '@switchboard/protocol';
import SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { fillConversations } from '../apps/server/src/db/migrations/0021_conversations.ts';
import { accountWithNumber } from '../apps/server/test/helpers/factories.ts';
import { record } from './lib/report.ts';
import { bulkInsertMessages, otherNumber, SEED_MONTH } from './lib/seed.ts';
import { heading, startOurServer } from './lib/server.ts';
import { nowMs, quantile, round } from './lib/stats.ts';

const NAME = 'chat-list';
const TOTAL = 1_000_000;
const CONVERSATIONS = 1000;
const REQUESTS = 300;
const WARMUP = 30;
const PREVIOUS_RUNS = 3;
const CLIENTS = 10;
const PAGE = 500;
const PAGING_MS = 15_000;
const IDLE_MS = 3000;
const SQLITE_FILE = 'switchboard.db';

/** What getChatList ran before the conversations table: a ranking of the account's whole history. */
const PREVIOUS_SQL = `
  select ranked.*, (select count(*) from (
    select 1 from messages m
    where m.account_id = @account and m.own_full = ranked.own_full and m.other_full = ranked.other_full
      and m.date > coalesce((
        select r.read_at from read_markers r
        where r.account_id = @account and r.own_full = ranked.own_full and r.other_full = ranked.other_full
      ), -1)
      and m.direction = 'in' and m.deleted_at is null
    limit ${UNREAD_COUNT_LIMIT}
  ) capped) as unread
  from (
    select *, row_number() over (partition by own_full, other_full order by date desc, id desc) as rn
    from messages where account_id = @account and deleted_at is null and date > @after
  ) ranked
  where rn = 1 order by date desc, id desc limit ${CONVERSATIONS}`;

/** 10 clients in a thread of their own, each paging conversations back to their first message. */
const PAGING_CLIENTS = `
const { parentPort, workerData: w } = require('node:worker_threads');
const latencies = [];
let pages = 0, failures = 0;
const until = Date.now() + w.durationMs;
async function page(other, startTime) {
  const query = new URLSearchParams({ ...w.common, ownFullNumber: w.own, otherFullNumber: other, ym: w.ym,
    pageSize: String(w.pageSize), ...(startTime === null ? {} : { startTime: String(startTime) }) });
  const begin = performance.now();
  const response = await fetch(w.url + '?' + query, { headers: { [w.authHeader]: w.token } });
  const body = await response.json();
  latencies.push(performance.now() - begin);
  if (response.status !== 200 || body.retcode !== 0 || body.data.dialogList.length === 0) {
    failures++;
    return null;
  }
  pages++;
  return body.data.nextStartTime;
}
async function client(index) {
  for (let n = index; Date.now() < until; n += w.clients) {
    let cursor = null;
    do cursor = await page(w.others[n % w.others.length], cursor);
    while (cursor !== null && Date.now() < until);
  }
}
Promise.all(Array.from({ length: w.clients }, (_, i) => client(i)))
  .then(() => parentPort.postMessage({ latencies, pages, failures }));
`;

heading(NAME, `getChatList over ${TOTAL.toLocaleString('en')} messages in ${CONVERSATIONS} conversations`);
const ours = await startOurServer();
const owner = await accountWithNumber(ours.t.app);
const file = new SQLite(path.join(ours.t.config.dataDir, SQLITE_FILE));
file.pragma('busy_timeout = 5000');
const seedStart = nowMs();
bulkInsertMessages(file, [{ accountId: owner.id, ownFull: owner.number }], TOTAL, CONVERSATIONS);
const seedMs = nowMs() - seedStart;
// Existing messages get their conversations as the migration gives them.
const fillStart = nowMs();
await fillConversations(ours.t.app.db as unknown as Kysely<unknown>);
const fillMs = nowMs() - fillStart;
file.pragma('optimize');
console.log(
  `  seeded ${TOTAL.toLocaleString('en')} messages in ${round(seedMs / 1000)} s; conversations filled in ${round(fillMs / 1000)} s`,
);

const common = { t: '0', webVersion: WEB_VERSION, languagecode: 'en' };
const headers = { [AUTH_HEADER]: owner.token };

async function chatList(): Promise<number> {
  const begin = nowMs();
  const response = await ours.t.app.inject({
    method: 'GET',
    url: apiUrl('getChatList'),
    query: { ...common, months: '4' },
    headers,
  });
  const took = nowMs() - begin;
  const body = response.json<{ retcode: number; data: { chatList: unknown[] } }>();
  if (response.statusCode !== 200 || body.retcode !== 0 || body.data.chatList.length !== CONVERSATIONS) {
    throw new Error(`unexpected answer ${response.statusCode}: ${response.body.slice(0, 200)}`);
  }
  return took;
}

for (let i = 0; i < WARMUP; i++) await chatList();
const listMs: number[] = [];
for (let i = 0; i < REQUESTS; i++) listMs.push(await chatList());
const p50 = quantile(listMs, 0.5);
const p99 = quantile(listMs, 0.99);

const previous = file.prepare(PREVIOUS_SQL);
const after = Date.now() - 4 * 31 * 86_400_000;
const previousMs: number[] = [];
for (let i = 0; i < PREVIOUS_RUNS; i++) {
  const begin = nowMs();
  const rows = previous.all({ account: owner.id, after });
  previousMs.push(nowMs() - begin);
  if (rows.length !== CONVERSATIONS) throw new Error(`previous query answered ${rows.length} rows`);
}
const previousP50 = quantile(previousMs, 0.5);
console.log(
  `  getChatList p50 ${round(p50)} ms p99 ${round(p99)} ms; previous query ${round(previousP50)} ms`,
);

const delay = monitorEventLoopDelay({ resolution: 1 });
delay.enable();
await sleep(IDLE_MS);
delay.disable();
const idleP99 = delay.percentile(99) / 1e6;
delay.reset();
delay.enable();
const paging = new Worker(PAGING_CLIENTS, {
  eval: true,
  workerData: {
    url: `${ours.url}${apiUrl('getDialogList')}`,
    authHeader: AUTH_HEADER,
    token: owner.token,
    common,
    own: owner.number,
    ym: SEED_MONTH.ym,
    pageSize: PAGE,
    clients: CLIENTS,
    durationMs: PAGING_MS,
    others: Array.from({ length: CONVERSATIONS }, (_, index) => otherNumber(index)),
  },
});
const paged = await new Promise<{ latencies: number[]; pages: number; failures: number }>(
  (resolve, reject) => {
    paging.once('message', resolve);
    paging.once('error', reject);
  },
);
delay.disable();
await paging.terminate();
const loopP99 = delay.percentile(99) / 1e6;
const loopMax = delay.max / 1e6;
file.close();
await ours.t.close();
if (paged.failures > 0) throw new Error(`${paged.failures} history pages failed`);

const pageP50 = quantile(paged.latencies, 0.5);
const pageP99 = quantile(paged.latencies, 0.99);
record(
  NAME,
  [
    {
      label: 'getChatList p50 (1,000 conversations of 1,000,000 messages)',
      value: p50,
      unit: 'ms',
      target: { op: '<=', value: 20 },
      detail: `${REQUESTS} sequential in-process requests after ${WARMUP} warm-up, each answering ${CONVERSATIONS} conversations; the previous query alone took ${round(previousP50)} ms (median of ${PREVIOUS_RUNS})`,
    },
    {
      label: 'getChatList p99',
      value: p99,
      unit: 'ms',
      target: { op: '<=', value: 50 },
      detail: `p50 ${round(p50)} ms, p99 ${round(p99)} ms, max ${round(Math.max(...listMs))} ms`,
    },
    {
      label: 'speed-up over the previous query (previous / getChatList p50)',
      value: previousP50 / p50,
      unit: 'x',
      // The 4.3 s brought to its 20 ms target.
      target: { op: '>=', value: 215 },
      detail: `previous query (row_number over the account's history, run as raw SQL on the same file) ${previousMs.map((ms) => round(ms, 0)).join(', ')} ms; the whole getChatList request ${round(p50)} ms`,
    },
    {
      label: `event-loop delay p99 while ${CLIENTS} clients page histories`,
      value: loopP99,
      unit: 'ms',
      target: { op: '<=', value: 20 },
      detail: `monitorEventLoopDelay (1 ms resolution, included) over ${PAGING_MS / 1000} s: p99 ${round(loopP99)} ms, max ${round(loopMax)} ms; idle in the same run p99 ${round(idleP99)} ms; ${paged.pages} getDialogList pages of ${PAGE} (${round((paged.pages / PAGING_MS) * 1000, 0)} pages/s), page p50 ${round(pageP50)} ms p99 ${round(pageP99)} ms`,
    },
  ],
  [
    `${TOTAL.toLocaleString('en')} messages of one account over ${CONVERSATIONS} conversations in one SQLite file, seeded in ${round(seedMs / 1000)} s; the migration's fill of the conversations table took ${round(fillMs / 1000)} s`,
    `the paging clients run in a worker thread over HTTP, each conversation from its newest page back to its first (month ${SEED_MONTH.ym})`,
  ],
);
