import type { Kysely } from 'kysely';

/**
 * Releases of number subscriptions (an unsubscribe, or a lapse after the grace days ended unpaid),
 * one row each, so the subscription history keeps a row for every release even after the number is
 * restored and released again. `reference` is made like a subscription charge's ledger reference
 * (number, plan, the release time and the subscription), so the history reads both alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('number_subscription_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('subscription_id', 'text', (col) => col.notNull().references('number_subscriptions.id'))
    /** unsubscribed or lapsed. */
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('number_subscription_events_account_idx')
    .on('number_subscription_events')
    .columns(['account_id', 'created_at'])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('number_subscription_events').ifExists().execute();
}
