import {
  type BrandConfig,
  CUSTOM_PRODUCT,
  parseProductId,
  Retcode,
  unitsToMoney,
} from '@switchboard/protocol';
import { AppError } from '../../errors.ts';
import { money, type Sentence, say } from '../../text/sentence.ts';

/** What an order will charge and credit, in ten-thousandths of the brand unit. */
export interface PricedProduct {
  amount: number;
  gift: number;
  custom: boolean;
}

/** Brands whose crypto payments carry no gift (the spec hides gift offers there). */
const NO_CRYPTO_GIFT_BRANDS: ReadonlySet<string> = new Set(['wephone', 'wetalk', 'wetalkpro']);

/**
 * The gift of a tile. Decision: a tile's own gift wins; the brand's popular option (its default
 * tile) earns popularGiftPercent of its amount only when it has no gift of its own. Custom amounts
 * never carry a gift, nor do crypto payments on wephone, wetalk and wetalkpro.
 */
export function tileGift(brand: BrandConfig, index: number): number {
  const tile = brand.recharge.tiles[index];
  if (tile === undefined) return 0;
  if (tile.gift > 0) return tile.gift;
  if (index !== brand.recharge.defaultTile || brand.recharge.popularGiftPercent === 0) return 0;
  return Math.round((tile.amount * brand.recharge.popularGiftPercent) / 100);
}

/**
 * Validates a product id against the brand: its currency, then a tile amount or a custom amount
 * within the brand's custom range. Throws PAYMENT_AMOUNT_NOT_ALLOWED otherwise.
 */
export function priceProduct(
  brand: BrandConfig,
  productId: string,
  customAmountUnits: number | undefined,
  options: { allowCustom: boolean; crypto: boolean },
): PricedProduct {
  const notAllowed = (detail: string, sentence: Sentence = say('amountNotOffered')) =>
    new AppError(Retcode.PAYMENT_AMOUNT_NOT_ALLOWED, detail, { say: sentence });
  const parsed = parseProductId(productId);
  if (parsed === null) throw notAllowed('productId is not a known product');
  if (parsed.currency !== brand.currency.code)
    throw notAllowed('productId currency does not match the brand');
  if (parsed.amount === CUSTOM_PRODUCT) {
    if (!options.allowCustom) throw notAllowed('custom amounts are not accepted by this payment method');
    if (customAmountUnits === undefined) throw notAllowed('custom_amount is required for a custom product');
    const amount = unitsToMoney(customAmountUnits);
    const { min, max } = brand.recharge.custom;
    if (amount < min || amount > max) {
      throw notAllowed(
        `custom_amount must be between ${min / 10_000} and ${max / 10_000}`,
        say('amountBetween', { min: money(min, brand.id), max: money(max, brand.id) }),
      );
    }
    return { amount, gift: 0, custom: true };
  }
  const amount = unitsToMoney(parsed.amount);
  const index = brand.recharge.tiles.findIndex((tile) => tile.amount === amount);
  if (index < 0) throw notAllowed('productId amount is not one of the brand tiles');
  const noGift = options.crypto && NO_CRYPTO_GIFT_BRANDS.has(brand.id);
  return { amount, gift: noGift ? 0 : tileGift(brand, index), custom: false };
}
