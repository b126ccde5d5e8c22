import type { BrandConfig, BrandId } from './types.ts';

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
