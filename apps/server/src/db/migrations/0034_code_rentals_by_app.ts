import type { Kysely } from 'kysely';

/**
 * Rentals by app: the console deletes only an app no user ever had a number for, and asks the
 * rentals so in one index step rather than a scan of every rental.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('code_rentals_app_idx').on('code_rentals').column('app').execute();
}

/** Drops the index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('code_rentals_app_idx').execute();
}
