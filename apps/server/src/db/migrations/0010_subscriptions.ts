import type { Kysely } from 'kysely';

// Same rules as 0001: text ids made by the app (UUIDs), bigint epoch milliseconds, money in ten-thousandths.

/**
 * Number subscriptions: one row per rental of a number by an account (its id is the historyId the
 * subscription history re-subscribes with). status: active (paid up), grace (a renewal failed;
 * the number still works until grace_until), released (unsubscribed or lapsed: the number is in
 * quarantine and restorable until the quarantine ends), expired (can no longer be restored).
 * Numbers get a quarantine end (not offered to anyone before it) and accounts their call settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('number_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('number_id', 'text', (col) => col.notNull().references('phone_numbers.id'))
    .addColumn('full_number', 'text', (col) => col.notNull())
    .addColumn('tel_code', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    /** ISO country code or TollFree, as the new-number flow names it. */
    .addColumn('country_code', 'text', (col) => col.notNull())
    .addColumn('number_type', 'text', (col) => col.notNull())
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('period_start', 'bigint', (col) => col.notNull())
    .addColumn('next_payment_at', 'bigint', (col) => col.notNull())
    .addColumn('grace_until', 'bigint')
    .addColumn('pending_plan_id', 'text')
    .addColumn('pending_effective_at', 'bigint')
    .addColumn('released_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('number_subscriptions_account_idx')
    .on('number_subscriptions')
    .columns(['account_id', 'status'])
    .execute();
  await db.schema
    .createIndex('number_subscriptions_due_idx')
    .on('number_subscriptions')
    .columns(['status', 'next_payment_at'])
    .execute();
  await db.schema
    .createIndex('number_subscriptions_number_idx')
    .on('number_subscriptions')
    .columns(['number_id', 'status'])
    .execute();

  await db.schema.alterTable('phone_numbers').addColumn('quarantine_until', 'bigint').execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('forward_status', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('voicemail_status', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

/** Drops the table and the columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('voicemail_status').execute();
  await db.schema.alterTable('accounts').dropColumn('forward_status').execute();
  await db.schema.alterTable('phone_numbers').dropColumn('quarantine_until').execute();
  await db.schema.dropTable('number_subscriptions').ifExists().execute();
}
