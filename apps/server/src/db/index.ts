import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config/index.ts';
import { type CheckpointResult, FALLBACK_AUTOCHECKPOINT_PAGES, startCheckpointer } from './checkpointer.ts';
import { LoopTurns } from './turns.ts';
import type { DB, Db } from './types.ts';

/** Which engine a database handle talks to. */
export type Dialect = 'sqlite' | 'postgres';

/** An open database and how to close it. */
export interface Database {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
  /** SQLite: the checkpoint worker's last checkpoint that copied something, if any yet. */
  lastCheckpoint?(): (CheckpointResult & { at: number }) | undefined;
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

/** Where a database tells what went wrong beside the queries (the app's logger). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

/** Opens SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set. */
export function openDatabase(config: Config, log?: DatabaseLog): Database {
  if (config.databaseUrl !== undefined) return openPostgres(config.databaseUrl, config);
  return openSqlite(config.dataDir, log);
}

function openSqlite(dataDir: string, log?: DatabaseLog): Database {
  mkdirSync(dataDir, { recursive: true });
  const filePath = path.join(dataDir, SQLITE_FILE);
  const file = new SQLite(filePath);
  // WAL lets readers run beside the writer; busy_timeout rides out a second process holding the lock.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // Checkpoints run in a worker (./checkpointer.ts); this connection checkpoints only if it falls behind.
  file.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  let last: (CheckpointResult & { at: number }) | undefined;
  const checkpointer = startCheckpointer(filePath, {
    onCheckpoint: (result) => {
      if (result.checkpointed > 0) last = { ...result, at: Date.now() };
    },
    onError: (message) => log?.warn({ error: message }, 'SQLite checkpoint worker failed'),
  });
  const db = new Kysely<DB>({ dialect: sqliteDialect(file) });
  return {
    db,
    dialect: 'sqlite',
    lastCheckpoint: () => last,
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

/**
 * SQLite's one connection, handed to the next query on a later turn of the event loop once the
 * current turn has run queries for longer than its budget (./turns.ts).
 */
class TurnTakingSqliteDriver extends SqliteDriver {
  private readonly turns = new LoopTurns();

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    const later = this.turns.take();
    if (later !== undefined) await later;
    return connection;
  }

  /**
   * Takes the write lock at the start: a deferred transaction that read and then writes after another
   * process committed (an operator's sqlite3 shell, a backup tool) fails at once with SQLITE_BUSY,
   * without waiting out busy_timeout; an immediate one waits its turn at BEGIN instead.
   */
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Kysely's SQLite dialect with the turn-taking driver. */
class TurnTakingSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): SqliteDriver {
    return new TurnTakingSqliteDriver(this.settings);
  }
}

/** Most distinct SQL texts kept prepared; the app issues a few hundred, so this is a safety bound. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely's SQLite dialect over a better-sqlite3 file whose statements are prepared once per SQL
 * text: Kysely prepares on every query, which cost about a fifth of a message send's CPU time.
 * Reusing a statement is safe because every query here runs to completion synchronously (no
 * streaming), and SQLite re-prepares a statement by itself after a schema change.
 */
export function sqliteDialect(file: SQLite.Database): SqliteDialect {
  const cache = new Map<string, SQLite.Statement>();
  const database = {
    close: () => {
      cache.clear();
      file.close();
    },
    prepare: (text: string) => {
      const cached = cache.get(text);
      if (cached !== undefined) return cached;
      const statement = file.prepare(text);
      // Oldest first out: Map keeps insertion order.
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(text, statement);
      return statement;
    },
  };
  return new TurnTakingSqliteDialect({ database });
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
