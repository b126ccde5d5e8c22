import { type Kysely, sql } from 'kysely';

/**
 * media_blobs: media bytes kept in the database itself (MEDIA_STORE=database), so nodes sharing a
 * PostgreSQL database share pictures and recordings with no other component. One row per storage
 * key; rows are only inserted and deleted, never updated, because keys are never reused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_blobs')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('bytes', (await isPostgres(db)) ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_blobs').ifExists().execute();
}

/**
 * PostgreSQL has no blob type and SQLite no bytea; migrations get no dialect, so the placeholder
 * style of a compiled query ($1 against ?) tells the two apart without touching the database.
 */
async function isPostgres(db: Kysely<unknown>): Promise<boolean> {
  return db.selectNoFrom(sql<number>`${1}`.as('probe')).compile().sql.includes('$1');
}
