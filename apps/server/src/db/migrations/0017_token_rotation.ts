import type { Kysely } from 'kysely';

/**
 * Hashes of tokens a refresh rotated away (never the tokens). One still works for a short grace
 * window, so concurrent refreshes from several tabs all succeed; one presented after its window is
 * a stolen token's reuse and revokes its session. Kept while the session can live.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('retired_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('retired_at', 'bigint', (col) => col.notNull())
    .addColumn('grace_until', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('retired_tokens_session_idx')
    .on('retired_tokens')
    .column('session_id')
    .execute();
}

/** Drops the retired hashes. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('retired_tokens').execute();
}
