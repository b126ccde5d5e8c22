import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * One table for the short-lived shared entries (captcha answers, captcha and slider passes, slider
 * puzzles) behind the ShortLivedStore, replacing a table per kind: with REDIS_URL they live in Redis
 * instead, and both backends hold the same key/value pairs with an expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('short_lived_entries')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('short_lived_entries_expires_idx')
    .on('short_lived_entries')
    .column('expires_at')
    .execute();
  // What they held expires within minutes; a captcha or pass in flight during the upgrade is asked again.
  await db.schema.dropTable('captchas').ifExists().execute();
  await db.schema.dropTable('verification_passes').ifExists().execute();
  await db.schema.dropTable('slider_puzzles').ifExists().execute();
}

/** Restores the three tables as 0001 and 0008 made them (empty) and drops the shared one. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('short_lived_entries').execute();
  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('answer_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('verification_passes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('api', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addCheckConstraint('verification_passes_kind_check', sql`kind in ('captcha', 'slider')`)
    .execute();
  await db.schema
    .createTable('slider_puzzles')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('gap_x', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}
