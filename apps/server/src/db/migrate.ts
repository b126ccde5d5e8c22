import { type MigrationResultSet, Migrator, sql } from 'kysely';
import type { Dialect } from './index.ts';
import { migrations } from './migrations/index.ts';
import type { Db } from './types.ts';

/**
 * Brings the database to the latest migration; several nodes starting at once are serialized by
 * Kysely's lock. On PostgreSQL, Kysely's bookkeeping tables are pinned to the current schema:
 * unpinned, its existence check sees same-named tables in any schema and skips creating its own.
 */
export async function migrateToLatest(db: Db, dialect: Dialect): Promise<string[]> {
  return migrate(db, dialect, (migrator) => migrator.migrateToLatest());
}

/** Brings the database up or down to the named migration, as migrateToLatest does (tests of upgrades). */
export async function migrateTo(db: Db, dialect: Dialect, target: string): Promise<string[]> {
  return migrate(db, dialect, (migrator) => migrator.migrateTo(target));
}

async function migrate(
  db: Db,
  dialect: Dialect,
  step: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const schema = dialect === 'postgres' ? await currentSchema(db) : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await step(migrator);
    const failed = results?.find((result) => result.status === 'Error');
    if (error === undefined && failed === undefined)
      return (results ?? []).map((result) => result.migrationName);
    if (failed === undefined && attempt < SCHEMA_RACE_ATTEMPTS && droppedMeanwhile(error, schema)) continue;
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Migration ${name} failed`, { cause: error });
  }
}

/** Tries of the bookkeeping check before a schema dropped under it counts as a failure. */
const SCHEMA_RACE_ATTEMPTS = 5;

/**
 * True when Kysely's check for its bookkeeping tables, which reads the catalogue of every schema of
 * the database, met another schema changing at that moment: a schema dropped (PostgreSQL 3F000), a
 * table dropped (42P01) or a column renamed (42703) under the serial-sequence lookups it makes for
 * every column, each naming something that is not in our schema. The caller asks only when no
 * migration failed: nothing was migrated, and asking again succeeds.
 */
export function droppedMeanwhile(error: unknown, schema: string | undefined): boolean {
  if (schema === undefined || typeof error !== 'object' || error === null) return false;
  const { code, message, routine } = error as { code?: unknown; message?: unknown; routine?: unknown };
  if (typeof message !== 'string') return false;
  if (code === '3F000') return !message.includes(`"${schema}"`);
  if (code === '42P01') return !message.includes(`"${schema}.`) && /relation "[^".]+\./.test(message);
  // A column's message names no schema: only the lookup that reads every schema's columns counts.
  return code === '42703' && routine === 'pg_get_serial_sequence';
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined || schema === null)
    throw new Error('PostgreSQL has no current schema (check search_path)');
  return schema;
}
