import type { Kysely } from 'kysely';

/**
 * Browsers' Web Push subscriptions, one per endpoint, each tied to the session that saved it: a push
 * goes only to subscriptions of live sessions, so signing out (or being signed out) ends them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('session_id', 'text', (col) => col.notNull().references('sessions.id'))
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_by_account')
    .on('push_subscriptions')
    .column('account_id')
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
