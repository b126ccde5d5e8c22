import type { Kysely } from 'kysely';

/**
 * The apps a user starred in the verification service list, kept per account so they follow the user
 * to every device. No reference to code_apps: the console may delete an app, and a star on an app that
 * is gone is simply not shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('code_app_favourites')
    .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id'))
    .addColumn('app', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('code_app_favourites_pk', ['account_id', 'app'])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('code_app_favourites').execute();
}
