import type { Kysely } from 'kysely';

/**
 * Banner ads as data: the console edits them and getAdConfig answers the active ones of the request's
 * brand (or of every brand: brand null) in position order. ADS_JSON only seeds an empty table at start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('banner_ads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // A BrandId; null: every brand shows it.
    .addColumn('brand', 'text')
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('link_url', 'text', (col) => col.notNull())
    .addColumn('alt', 'text', (col) => col.notNull())
    // 1: also in the banner-ad dialog signed-in users see once a day.
    .addColumn('popup', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('banner_ads_position_idx').on('banner_ads').column('position').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('banner_ads').ifExists().execute();
}
