import type { Kysely } from 'kysely';

/**
 * Which carrier a number of the inventory was bought from and its id there (both null for numbers
 * imported or seeded): a number bought in the console can be given back to the same carrier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('phone_numbers').addColumn('carrier', 'text').execute();
  await db.schema.alterTable('phone_numbers').addColumn('carrier_ref', 'text').execute();
}

/** Drops the columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('phone_numbers').dropColumn('carrier_ref').execute();
  await db.schema.alterTable('phone_numbers').dropColumn('carrier').execute();
}
