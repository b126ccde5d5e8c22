import type { Kysely } from 'kysely';

// Same rules as 0001: text ids made by the app (UUIDs), bigint epoch milliseconds, money in ten-thousandths.

/**
 * The verification-code service. code_pool_numbers: numbers that receive codes for apps.
 * code_rentals: one row per number a user got for an app (its id is the history's historyId);
 * status locked (waiting for a code), active (a code arrived: the user keeps the number until
 * expires_at), subscribed (kept by a monthly rent, next_payment_at), released (no code arrived,
 * or unsubscribed: restorable until expires_at), expired. code_holds: who holds a number for an
 * app right now; its primary key (number, app) is what makes two users never get the same number
 * for the same app. code_messages: texts received on a held number, with the code found in them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('code_pool_numbers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('full_number', 'text', (col) => col.notNull().unique())
    .addColumn('tel_code', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('toll_free', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('code_pool_numbers_country_idx')
    .on('code_pool_numbers')
    .column('country')
    .execute();

  await db.schema
    .createTable('code_rentals')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('app', 'text', (col) => col.notNull())
    .addColumn('number_id', 'text', (col) => col.notNull().references('code_pool_numbers.id'))
    .addColumn('full_number', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('number_type', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('locked_at', 'bigint', (col) => col.notNull())
    .addColumn('lock_until', 'bigint', (col) => col.notNull())
    .addColumn('code_received_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .addColumn('next_payment_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('code_rentals_account_app_idx')
    .on('code_rentals')
    .columns(['account_id', 'app', 'status'])
    .execute();
  await db.schema
    .createIndex('code_rentals_due_idx')
    .on('code_rentals')
    .columns(['status', 'next_payment_at'])
    .execute();

  await db.schema
    .createTable('code_holds')
    .addColumn('number_id', 'text', (col) => col.notNull().references('code_pool_numbers.id'))
    .addColumn('app', 'text', (col) => col.notNull())
    .addColumn('rental_id', 'text', (col) => col.notNull())
    .addColumn('account_id', 'text', (col) => col.notNull())
    .addColumn('held_until', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('code_holds_pk', ['number_id', 'app'])
    .execute();

  await db.schema
    .createTable('code_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('rental_id', 'text', (col) => col.notNull().references('code_rentals.id'))
    .addColumn('account_id', 'text', (col) => col.notNull())
    .addColumn('app', 'text', (col) => col.notNull())
    .addColumn('full_number', 'text', (col) => col.notNull())
    .addColumn('sender', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('charge', 'bigint', (col) => col.notNull())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('code_messages_rental_idx')
    .on('code_messages')
    .columns(['rental_id', 'received_at'])
    .execute();
}

/** Drops the tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('code_messages').ifExists().execute();
  await db.schema.dropTable('code_holds').ifExists().execute();
  await db.schema.dropTable('code_rentals').ifExists().execute();
  await db.schema.dropTable('code_pool_numbers').ifExists().execute();
}
