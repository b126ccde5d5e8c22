// contacts-bulk: importing 2,000 contacts from a file and deleting 10,000 at once, over HTTP, on SQLite
// and (when it answers) PostgreSQL.
import {
  type ApiCall,
  AUTH_HEADER,
  apiUrl,
  type Envelope,
  type ImportContactsData,
  type ImportRow,
  MAX_IMPORT_BATCH,
  WEB_VERSION,
} from '@switchboard/protocol';
import { registerAccount } from '../apps/server/test/helpers/factories.ts';
import { postgresSchema, postgresUnreachable } from './lib/postgres.ts';
import { type Figure, record } from './lib/report.ts';
import { heading, startOurServer } from './lib/server.ts';
import { nowMs, round } from './lib/stats.ts';

const NAME = 'contacts-bulk';
const IMPORTED = 2000;
const DELETED = 10_000;
const RUNS = 3;

/** One call of the table over real HTTP, as the web client makes it; the answer's data or a throw. */
async function call<T>(url: string, name: ApiCall, token: string, body: unknown): Promise<T> {
  const query = new URLSearchParams({ t: String(Date.now()), webVersion: WEB_VERSION, languagecode: 'en' });
  const response = await fetch(`${url}${apiUrl(name)}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [AUTH_HEADER]: token },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.retcode !== 0) throw new Error(`${name} refused: ${JSON.stringify(envelope).slice(0, 300)}`);
  return envelope.data;
}

/** A file's rows as the web importer sends them: a key per row, a name and a phone. */
function fileRows(run: string, count: number): ImportRow[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `${run}:${index}`,
    addressBook: {
      name: `Contact ${index}`,
      email: `c${index}@example.com`,
      companyName: '',
      note: '',
      phoneList: [{ telCode: '1', phone: `212555${String(index % 10_000).padStart(4, '0')}`, tag: 'Mobile' }],
    },
  }));
}

/** Imports the rows in batches of MAX_IMPORT_BATCH, one call after another; the new contacts' ids. */
async function importAll(url: string, token: string, platform: string, rows: ImportRow[]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += MAX_IMPORT_BATCH) {
    const data = await call<ImportContactsData>(url, 'importCloudAddressBook', token, {
      platform,
      rows: rows.slice(start, start + MAX_IMPORT_BATCH),
    });
    for (const result of data.results) if (result.entry !== undefined) ids.push(result.entry.id);
  }
  if (ids.length !== rows.length) throw new Error(`imported ${ids.length} of ${rows.length}`);
  return ids;
}

/** Best-of-RUNS times of the import of IMPORTED and the delete of DELETED, each on a fresh account. */
async function measure(overrides: Parameters<typeof startOurServer>[0]) {
  const ours = await startOurServer(overrides);
  try {
    let importMs = Infinity;
    let deleteMs = Infinity;
    for (let run = 0; run < RUNS; run++) {
      const importer = await registerAccount(ours.t.app);
      const started = nowMs();
      await importAll(ours.url, importer.token, importer.brand, fileRows(`import-${run}`, IMPORTED));
      importMs = Math.min(importMs, nowMs() - started);

      const owner = await registerAccount(ours.t.app);
      const ids = await importAll(ours.url, owner.token, owner.brand, fileRows(`fill-${run}`, DELETED));
      const deleteStarted = nowMs();
      const { deleted } = await call<{ deleted: number }>(ours.url, 'delCloudAddressBook', owner.token, {
        platform: owner.brand,
        ids: ids.join(','),
      });
      deleteMs = Math.min(deleteMs, nowMs() - deleteStarted);
      if (deleted !== DELETED) throw new Error(`deleted ${deleted} of ${DELETED}`);
    }
    return { importMs, deleteMs };
  } finally {
    await ours.t.close();
  }
}

function figures(where: string, { importMs, deleteMs }: { importMs: number; deleteMs: number }): Figure[] {
  const calls = Math.ceil(IMPORTED / MAX_IMPORT_BATCH);
  return [
    {
      label: `import ${IMPORTED.toLocaleString('en')} contacts from a file (${where})`,
      value: importMs,
      unit: 'ms',
      target: { op: '<=', value: 2000 },
      detail: `${calls} importCloudAddressBook calls of ${MAX_IMPORT_BATCH} over HTTP, one after another, best of ${RUNS}`,
    },
    {
      label: `delete ${DELETED.toLocaleString('en')} contacts at once (${where})`,
      value: deleteMs,
      unit: 'ms',
      target: { op: '<=', value: 1000 },
      detail: `one delCloudAddressBook call naming ${DELETED.toLocaleString('en')} ids over HTTP, best of ${RUNS}`,
    },
  ];
}

heading(NAME, `import ${IMPORTED} contacts and delete ${DELETED} at once, over HTTP`);
const all = figures('SQLite', await measure({}));
const notes = [
  'each run on fresh accounts; the import is the web importer’s batches, sent one after another',
];
const unreachable = await postgresUnreachable();
if (unreachable === undefined) {
  const schema = await postgresSchema();
  try {
    all.push(...figures('PostgreSQL', await measure(schema.overrides)));
  } finally {
    await schema.drop();
  }
} else {
  notes.push(`PostgreSQL figures skipped: ${unreachable}`);
  console.log(`  PostgreSQL figures skipped: ${unreachable}`);
}
for (const figure of all) figure.value = round(figure.value);
record(NAME, all, notes);
