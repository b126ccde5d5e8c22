// query-layer: our Kysely repo functions vs raw better-sqlite3 prepared statements, same read and write.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import { sqliteDialect } from '../apps/server/src/db/index.ts';
import type { DB, MessageRow } from '../apps/server/src/db/types.ts';
import { dialogPage } from '../apps/server/src/modules/messaging/chats.repo.ts';
import { insertMessage } from '../apps/server/src/modules/messaging/messages.repo.ts';
import { accountWithNumber } from '../apps/server/test/helpers/factories.ts';
import { record } from './lib/report.ts';
import { bulkInsertMessages, otherNumber, SEED_MONTH } from './lib/seed.ts';
import { heading, startOurServer } from './lib/server.ts';
import { interleaved, round } from './lib/stats.ts';

const NAME = 'query-layer';
const SEEDED = 50_000;
const READS = 5000;
const WRITES = 5000;
const WARMUP = 500;
const CHUNKS = 20;
const PAGE = 50;
const SQLITE_FILE = 'switchboard.db';

heading(NAME, 'Kysely (our repo functions) vs raw better-sqlite3 prepared statements');
const ours = await startOurServer();
const owner = await accountWithNumber(ours.t.app);
// Both layers share this one connection, opened as the server opens its own.
const file = new SQLite(path.join(ours.t.config.dataDir, SQLITE_FILE));
file.pragma('journal_mode = WAL');
file.pragma('synchronous = NORMAL');
file.pragma('foreign_keys = ON');
file.pragma('busy_timeout = 5000');
// The dialect the server uses (its statement cache included), so the figure is the server's query layer.
const db = new Kysely<DB>({ dialect: sqliteDialect(file) });
bulkInsertMessages(file, [{ accountId: owner.id, ownFull: owner.number }], SEEDED, 20);

const window = {
  ownFull: owner.number,
  otherFull: otherNumber(3),
  after: SEED_MONTH.start - 1,
  before: Date.UTC(2026, 10, 1),
  limit: PAGE,
};
const readRaw = file.prepare(`select * from messages where account_id = ? and own_full = ? and other_full = ?
  and deleted_at is null and date > ? and date < ? order by date desc, id desc limit ?`);
let serial = 0;
function freshRow(): MessageRow {
  serial++;
  return {
    id: randomUUID(),
    account_id: owner.id,
    sms_id: `ql${serial}`,
    own_full: owner.number,
    own_tel_code: owner.telCode,
    own_number: owner.phone,
    other_full: otherNumber(1),
    other_tel_code: '1',
    other_number: otherNumber(1).slice(1),
    direction: 'out',
    type: 'sms',
    text: 'query layer benchmark',
    media: '',
    status: 0,
    date: SEED_MONTH.start + serial,
    segments: 1,
    charge: 100,
    stt: null,
    stt_language: null,
    carrier_transcript: null,
    highlight_target: null,
    highlight_text: null,
    carrier_status: 'pending',
    carrier_id: null,
    dispatch_at: null,
    deleted_at: null,
  };
}
const columns = Object.keys(freshRow());
const writeRaw = file.prepare(
  `insert into messages (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
);

const checkPage = (rows: unknown[]) => {
  if (rows.length !== PAGE) throw new Error(`expected a page of ${PAGE}, got ${rows.length}`);
};
const kyselyRead = async () => checkPage(await dialogPage(db, owner.id, window));
const rawRead = async () =>
  checkPage(
    readRaw.all(owner.id, window.ownFull, window.otherFull, window.after, window.before, window.limit),
  );
const kyselyWrite = () => insertMessage(db, freshRow());
const rawWrite = async () => {
  writeRaw.run(freshRow());
};

// Warm both paths, then measure them in alternating chunks.
await interleaved(rawRead, kyselyRead, 1, WARMUP);
await interleaved(rawWrite, kyselyWrite, 1, WARMUP);
const reads = await interleaved(rawRead, kyselyRead, CHUNKS, READS / CHUNKS);
const writes = await interleaved(rawWrite, kyselyWrite, CHUNKS, WRITES / CHUNKS);
const best = {
  kyselyRead: reads.second,
  rawRead: reads.first,
  kyselyWrite: writes.second,
  rawWrite: writes.first,
};
await db.destroy();
await ours.t.close();

record(
  NAME,
  [
    {
      label: 'read ratio (Kysely / raw)',
      value: reads.ratio,
      unit: 'x',
      target: { op: '>=', value: 0.7 },
      detail: `Kysely dialogPage ${round(best.kyselyRead, 0)}/s, raw prepared ${round(best.rawRead, 0)}/s (page of ${PAGE} from ${SEEDED.toLocaleString('en')} rows, in ${CHUNKS} alternating chunks; ratio is the median over chunks)`,
    },
    {
      label: 'write ratio (Kysely / raw)',
      value: writes.ratio,
      unit: 'x',
      target: { op: '>=', value: 0.7 },
      detail: `Kysely insertMessage ${round(best.kyselyWrite, 0)}/s, raw prepared ${round(best.rawWrite, 0)}/s (one row per statement, autocommit, in ${CHUNKS} alternating chunks; ratio is the median over chunks)`,
    },
  ],
  [
    'both layers run on the same better-sqlite3 connection; Kysely compiles each statement per call; the server dialect reuses the prepared statement',
  ],
);
