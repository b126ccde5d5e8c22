import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.ts';
import { type CheckpointResult, FALLBACK_AUTOCHECKPOINT_PAGES, startCheckpointer } from './checkpointer.ts';
import { openDatabase } from './index.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'checkpointer-'));
  dirs.push(dir);
  return dir;
}

describe('checkpoint worker', () => {
  it('copies the log into the database file while the app connection never checkpoints', async () => {
    const file = path.join(tempDir(), 'test.db');
    const app = new SQLite(file);
    app.pragma('journal_mode = WAL');
    app.pragma('wal_autocheckpoint = 0');
    app.exec('create table rows (id integer primary key, body text)');
    const insert = app.prepare('insert into rows (body) values (?)');
    app.transaction(() => {
      for (let index = 0; index < 2000; index++) insert.run('x'.repeat(1000));
    })();

    const results: CheckpointResult[] = [];
    const checkpointed = new Promise<CheckpointResult>((resolve) => {
      const checkpointer = startCheckpointer(file, {
        intervalMs: 20,
        onCheckpoint: (result) => {
          results.push(result);
          if (result.checkpointed === result.log) void checkpointer.stop().then(() => resolve(result));
        },
      });
    });
    const done = await checkpointed;
    // 2,000 rows of 1 KB span about 500 pages of 4 KB, all of them in the log until the worker ran.
    expect(done.log).toBeGreaterThan(400);
    expect(done.checkpointed).toBe(done.log);
    app.close();

    const reopened = new SQLite(file, { readonly: true });
    expect(reopened.prepare('select count(*) as n from rows').get()).toEqual({ n: 2000 });
    reopened.close();
  });

  it('lets a process that closes its database finish the close and exit', () => {
    // Outside a test runner nothing else holds the event loop while the worker ends.
    const script = `
      const { startCheckpointer } = await import(${JSON.stringify(path.join(import.meta.dirname, 'checkpointer.ts'))});
      await startCheckpointer(${JSON.stringify(path.join(tempDir(), 'exit.db'))}).stop();
      console.log('closed');`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(output.trim()).toBe('closed');
  });

  it('is started by the app database, whose own connection checkpoints only as a fallback', async () => {
    const database = openDatabase({ ...loadConfig({}), dataDir: tempDir(), databaseUrl: undefined });
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      database.db,
    );
    expect(rows[0]?.wal_autocheckpoint).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    await sql`create table rows (id integer primary key, body text)`.execute(database.db);
    await sql`insert into rows (body) select printf('%.1000c', 'x') from (
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000) select i from n)`.execute(
      database.db,
    );
    await expect
      .poll(() => database.lastCheckpoint?.()?.checkpointed ?? 0, { timeout: 5000 })
      .toBeGreaterThan(200);
    await database.close();
  });
});
