import type { Kysely } from 'kysely';

// Same rules as 0001: text ids made by the app (UUIDs), bigint epoch milliseconds.

/**
 * The address book: one row per contact, kept as a tombstone once deleted so incremental loads can
 * report the deletion, and one clock row per account that hands out unique, increasing update times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contacts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('phones', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('update_time', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  // Unique: the clock never repeats a time within an account, and paging relies on it.
  await db.schema
    .createIndex('contacts_account_update_idx')
    .on('contacts')
    .columns(['account_id', 'update_time'])
    .unique()
    .execute();

  await db.schema
    .createTable('contact_clocks')
    .addColumn('account_id', 'text', (col) => col.primaryKey().references('accounts.id'))
    .addColumn('last_update_time', 'bigint', (col) => col.notNull())
    .execute();
}

/** Drops both tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_clocks').ifExists().execute();
  await db.schema.dropTable('contacts').ifExists().execute();
}
