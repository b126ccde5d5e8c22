import type { Kysely } from 'kysely';

/** Filled in by its feature. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

/** Filled in by its feature. */
export async function down(_db: Kysely<unknown>): Promise<void> {}
