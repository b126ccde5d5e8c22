import type { BrandId, RechargeSettings } from '@switchboard/protocol';
import type { Executor } from '../../db/types.ts';

/** A brand's recharge settings as stored, with when an operator last replaced them (null: seeded). */
export interface StoredRecharge {
  settings: RechargeSettings;
  updatedAt: number | null;
}

/** A brand's settings and tiles in order; undefined when the brand has no row (never after migration 0030). */
export async function rechargeOfBrand(ex: Executor, brand: BrandId): Promise<StoredRecharge | undefined> {
  const row = await ex
    .selectFrom('recharge_settings')
    .selectAll()
    .where('brand', '=', brand)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const tiles = await ex
    .selectFrom('recharge_tiles')
    .select(['amount', 'gift'])
    .where('brand', '=', brand)
    .orderBy('position')
    .execute();
  // PostgreSQL answers bigints as strings.
  return {
    settings: {
      tiles: tiles.map((tile) => ({ amount: Number(tile.amount), gift: Number(tile.gift) })),
      defaultTile: Number(row.default_tile),
      custom: {
        min: Number(row.custom_min),
        max: Number(row.custom_max),
        default: Number(row.custom_default),
      },
      popularGiftPercent: Number(row.popular_gift_percent),
    },
    updatedAt: row.updated_at === null ? null : Number(row.updated_at),
  };
}

/** Replaces a brand's settings and every tile; run inside the transaction that audits it. */
export async function replaceRecharge(
  ex: Executor,
  brand: BrandId,
  settings: RechargeSettings,
  now: number,
): Promise<void> {
  const values = {
    default_tile: settings.defaultTile,
    custom_min: settings.custom.min,
    custom_max: settings.custom.max,
    custom_default: settings.custom.default,
    popular_gift_percent: settings.popularGiftPercent,
    updated_at: now,
  };
  await ex
    .insertInto('recharge_settings')
    .values({ brand, ...values })
    .onConflict((conflict) => conflict.column('brand').doUpdateSet(values))
    .execute();
  await ex.deleteFrom('recharge_tiles').where('brand', '=', brand).execute();
  await ex
    .insertInto('recharge_tiles')
    .values(
      settings.tiles.map((tile, position) => ({ brand, position, amount: tile.amount, gift: tile.gift })),
    )
    .execute();
}
