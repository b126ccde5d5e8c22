import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config/index.ts';
import type { DB, Db } from './types.ts';

/** Which engine a database handle talks to. */
export type Dialect = 'sqlite' | 'postgres';

/** An open database and how to close it. */
export interface Database {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

const SQLITE_FILE = 'switchboard.db';
const PG_INT8 = 20;

/** int8 arrives as a string from pg; our amounts and times fit in a double, and we refuse ones that do not. */
function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed))
    throw new RangeError(`int8 value ${value} exceeds the safe integer range`);
  return parsed;
}

/** Opens SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set. */
export function openDatabase(config: Config): Database {
  if (config.databaseUrl !== undefined) return openPostgres(config.databaseUrl, config);
  return openSqlite(config.dataDir);
}

function openSqlite(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, SQLITE_FILE));
  // WAL lets readers run beside the writer; busy_timeout rides out a second process holding the lock.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function openPostgres(connectionString: string, config: Config): Database {
  const pool = new pg.Pool({
    connectionString,
    max: config.databasePoolMax,
    // A startup parameter rather than SET, so every pooled connection gets it before its first query.
    options: config.databaseSchema === undefined ? undefined : `-c search_path=${config.databaseSchema}`,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8 ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
