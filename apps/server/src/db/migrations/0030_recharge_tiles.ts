import type { Kysely } from 'kysely';

/** Ten-thousandths of a unit: the money scale of every amount below. */
const UNIT = 10_000;

/**
 * Today's recharge settings of each brand, as the brand files held them when they became data
 * (packages/protocol/src/brands). Written out here so this migration seeds the same rows whatever
 * the code says later; an operator's edits live only in the tables.
 */
const dollarTiles: [number, number][] = [
  [2, 0],
  [5, 0],
  [10, 1],
  [20, 2],
  [50, 6],
  [100, 13],
];
const dollar = { tiles: dollarTiles, defaultTile: 4, custom: [11, 200, 200], percent: 15 };
const SEED: Record<string, typeof dollar> = {
  pingme: { ...dollar, tiles: dollarTiles.map(([amount]) => [amount, 0]), percent: 0 },
  wephone: dollar,
  wetalk: dollar,
  wetalkpro: dollar,
  cloudnumber: {
    tiles: [5, 10, 50, 100, 500].map((amount) => [amount, 0]),
    defaultTile: 0,
    custom: [11, 2000, 1000],
    percent: 0,
  },
  jiema: dollar,
};

/**
 * Recharge tiles as data: per brand its tiles in order (amount and gift), the default tile, the
 * custom range and default, and the gift percentage of tiles without their own gift. The server
 * prices orders by them and the web's recharge screen shows them; the console replaces them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recharge_settings')
    .addColumn('brand', 'text', (col) => col.primaryKey())
    // Index into the brand's tiles by position.
    .addColumn('default_tile', 'integer', (col) => col.notNull())
    .addColumn('custom_min', 'bigint', (col) => col.notNull())
    .addColumn('custom_max', 'bigint', (col) => col.notNull())
    .addColumn('custom_default', 'bigint', (col) => col.notNull())
    .addColumn('popular_gift_percent', 'integer', (col) => col.notNull())
    // null until an operator replaces the seeded settings.
    .addColumn('updated_at', 'bigint')
    .execute();
  await db.schema
    .createTable('recharge_tiles')
    .addColumn('brand', 'text', (col) => col.notNull())
    // 0 first; the screen's order.
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    // 0: the brand's gift percentage applies.
    .addColumn('gift', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('recharge_tiles_pk', ['brand', 'position'])
    .execute();

  const brands = Object.entries(SEED);
  const into = db as Kysely<Record<string, Record<string, unknown>>>;
  await into
    .insertInto('recharge_settings')
    .values(
      brands.map(([brand, seed]) => ({
        brand,
        default_tile: seed.defaultTile,
        custom_min: (seed.custom[0] ?? 0) * UNIT,
        custom_max: (seed.custom[1] ?? 0) * UNIT,
        custom_default: (seed.custom[2] ?? 0) * UNIT,
        popular_gift_percent: seed.percent,
        updated_at: null,
      })),
    )
    .execute();
  await into
    .insertInto('recharge_tiles')
    .values(
      brands.flatMap(([brand, seed]) =>
        seed.tiles.map(([amount, gift], position) => ({
          brand,
          position,
          amount: amount * UNIT,
          gift: gift * UNIT,
        })),
      ),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recharge_tiles').ifExists().execute();
  await db.schema.dropTable('recharge_settings').ifExists().execute();
}
