import type { Kysely } from 'kysely';

/**
 * A brand's settings as an operator saved them (name, tabs, language, money, colours, legal pages),
 * one JSON document a brand; a brand without a row uses its code values.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_settings')
    .addColumn('brand', 'text', (col) => col.primaryKey())
    .addColumn('settings', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_settings').execute();
}
