import { z } from 'zod';
import { type BrandConfig, type BrandId, rechargeTileSchema } from './types.ts';

const money = z.number().int().nonnegative();

/** Brands whose crypto payments carry no gift (the spec hides gift offers there). */
export const NO_CRYPTO_GIFT_BRANDS: readonly BrandId[] = ['wephone', 'wetalk', 'wetalkpro'];

/** True when the tile is the brand's popular option (its default tile), marked as such on the page. */
export function isPopularTile(brand: BrandConfig, index: number): boolean {
  return index === brand.recharge.defaultTile;
}

/**
 * The gift a recharge tile credits, in ten-thousandths: what the payment title shows is what is
 * credited. A tile's own gift wins; a tile without one earns the brand's popular-option percentage of
 * its amount (15% on the dollar brands, none on pingme and cloudnumber). Custom amounts carry no
 * gift (their gift value is the "-1" flag), nor do crypto payments on the brands that hide gifts.
 */
export function tileGift(brand: BrandConfig, index: number, options: { crypto: boolean }): number {
  const tile = brand.recharge.tiles[index];
  if (tile === undefined) return 0;
  if (options.crypto && NO_CRYPTO_GIFT_BRANDS.includes(brand.id)) return 0;
  if (tile.gift > 0) return tile.gift;
  return Math.round((tile.amount * brand.recharge.popularGiftPercent) / 100);
}

/**
 * A brand's recharge settings as the server holds them (the console edits them): the tiles in order,
 * the default tile, the custom range and the gift percentage of tiles without their own gift. The
 * brand files' `recharge` is the same shape and seeds them; the web falls back to it only when no
 * server answers.
 */
export const rechargeSettingsSchema = z
  .object({
    tiles: z.array(rechargeTileSchema).min(1),
    defaultTile: z.number().int().nonnegative(),
    custom: z.object({ min: money, max: money, default: money }),
    popularGiftPercent: z.number().int().min(0).max(100),
  })
  .refine((settings) => settings.defaultTile < settings.tiles.length, {
    message: 'defaultTile out of range',
  });
/** A brand's recharge settings. */
export type RechargeSettings = BrandConfig['recharge'];

/** data of getRechargeSettings: the page's (or the signed-in account's) brand's recharge settings. */
export const rechargeSettingsDataSchema = z.object({ recharge: rechargeSettingsSchema });

/** The brand with the recharge settings the server answered in place of its code values. */
export function withRecharge(brand: BrandConfig, recharge: RechargeSettings): BrandConfig {
  return { ...brand, recharge };
}
