import { type Kysely, sql } from 'kysely';

/**
 * Verification codes move to the short-lived store (Redis with REDIS_URL, short_lived_entries
 * otherwise), and the sends they are limited by become events in sliding windows (a Redis sorted
 * set, or short_lived_events). Codes live ten minutes; one asked for during the upgrade is asked again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('short_lived_events')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('short_lived_events_key_idx')
    .on('short_lived_events')
    .columns(['key', 'at'])
    .execute();
  await db.schema
    .createIndex('short_lived_events_expires_idx')
    .on('short_lived_events')
    .column('expires_at')
    .execute();
  await db.schema.dropTable('verification_codes').ifExists().execute();
}

/** Restores an empty verification_codes table as 0008 made it and drops the events. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('short_lived_events').execute();
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('tries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('validated_at', 'bigint')
    .addCheckConstraint('verification_codes_channel_check', sql`channel in ('sms', 'email')`)
    .addCheckConstraint(
      'verification_codes_status_check',
      sql`status in ('pending', 'validated', 'spent', 'burnt')`,
    )
    .execute();
}
