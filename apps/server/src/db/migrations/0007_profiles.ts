import type { Kysely } from 'kysely';

// Same rules as 0001: text ids made by the app, bigint epoch milliseconds, review states as integers
// (-1 nothing submitted, 1 reviewing, 2 verified, 100 needs update).

/**
 * Profiles (name, billing address, use case) and identity proof (a state per account plus its
 * images, whose bytes live in the media store under a private key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('account_id', 'text', (col) => col.primaryKey().references('accounts.id'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('province', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('region_code', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('feature', 'text', (col) => col.notNull())
    .addColumn('user_case', 'text', (col) => col.notNull())
    .addColumn('profile_status', 'integer', (col) => col.notNull())
    .addColumn('use_case_status', 'integer', (col) => col.notNull())
    .addColumn('submitted_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('kyc')
    .addColumn('account_id', 'text', (col) => col.primaryKey().references('accounts.id'))
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('submitted_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('kyc_images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('slot', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('mime', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('kyc_images_account_idx')
    .on('kyc_images')
    .columns(['account_id', 'slot'])
    .execute();
}

/** Drops the three tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kyc_images').ifExists().execute();
  await db.schema.dropTable('kyc').ifExists().execute();
  await db.schema.dropTable('profiles').ifExists().execute();
}
