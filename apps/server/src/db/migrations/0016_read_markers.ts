import { type Kysely, sql } from 'kysely';

/**
 * Read state on the server: one marker per account and conversation (own number, other number),
 * the time up to which the conversation is read. Incoming messages after it are unread.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('read_markers')
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('own_full', 'text', (col) => col.notNull())
    .addColumn('other_full', 'text', (col) => col.notNull())
    .addColumn('read_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('read_markers_pk', ['account_id', 'own_full', 'other_full'])
    .execute();
  // Before this, unread counts lived only in the page: what was stored by then counts as read, so an
  // upgrade does not turn every old conversation into a 99+ badge.
  await sql`
    insert into read_markers (account_id, own_full, other_full, read_at, updated_at)
    select account_id, own_full, other_full, max(date), ${sql.lit(Date.now())}
    from messages
    group by account_id, own_full, other_full
  `.execute(db);
}

/** Drops the markers. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('read_markers').execute();
}
