import type { Kysely } from 'kysely';

/**
 * When an operator took a number out of the verification pool; null while it serves. The row stays:
 * the rentals and codes of its past locks point at it, and adding it back clears the mark.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('code_pool_numbers').addColumn('removed_at', 'bigint').execute();
}

/** Drops the mark. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('code_pool_numbers').dropColumn('removed_at').execute();
}
