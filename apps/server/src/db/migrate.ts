import { Migrator, sql } from 'kysely';
import type { Dialect } from './index.ts';
import { migrations } from './migrations/index.ts';
import type { Db } from './types.ts';

/**
 * Brings the database to the latest migration; several nodes starting at once are serialized by
 * Kysely's lock. On PostgreSQL, Kysely's bookkeeping tables are pinned to the current schema:
 * unpinned, its existence check sees same-named tables in any schema and skips creating its own.
 */
export async function migrateToLatest(db: Db, dialect: Dialect): Promise<string[]> {
  const schema = dialect === 'postgres' ? await currentSchema(db) : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema === undefined ? {} : { migrationTableSchema: schema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed !== undefined) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(`Migration ${name} failed`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined || schema === null)
    throw new Error('PostgreSQL has no current schema (check search_path)');
  return schema;
}
