import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../config/index.ts';
import { openDatabase } from './index.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Another process writing one row into the file, as an operator's shell would; it says when it is about to. */
function outsideWriter(file: string) {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const script = `
    const file = new (require(${JSON.stringify(driver)}))(${JSON.stringify(file)});
    file.pragma('busy_timeout = 5000');
    process.stdout.write('ready\\n');
    file.prepare("insert into rows (body) values ('outside')").run();
    file.close();`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { ready, exited: once(child, 'exit').then(([code]) => code as number) };
}

it('a transaction that reads and then writes waits for a write from another process instead of failing', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'outside-writer-'));
  dirs.push(dir);
  const database = openDatabase({ ...loadConfig({}), dataDir: dir, databaseUrl: undefined });
  await sql`create table rows (id integer primary key, body text)`.execute(database.db);
  const writer = outsideWriter(path.join(dir, 'switchboard.db'));
  await database.db.transaction().execute(async (trx) => {
    await sql`select count(*) from rows`.execute(trx);
    await writer.ready;
    // Time for the outside write to commit, were this transaction not holding the write lock.
    await sleep(300);
    await sql`insert into rows (body) values ('app')`.execute(trx);
  });
  expect(await writer.exited).toBe(0);
  const { rows } = await sql<{ body: string }>`select body from rows order by id`.execute(database.db);
  expect(rows.map((row) => row.body)).toEqual(['app', 'outside']);
  await database.close();
});
