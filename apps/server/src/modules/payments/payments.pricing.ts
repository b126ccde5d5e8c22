import {
  type BrandConfig,
  CUSTOM_PRODUCT,
  parseProductId,
  Retcode,
  tileGift,
  unitsToMoney,
} from '@switchboard/protocol';
import { AppError, invalidRequest } from '../../errors.ts';
import { money, type Sentence, say } from '../../text/sentence.ts';

/** What an order will charge and credit, in ten-thousandths of the brand unit. */
export interface PricedProduct {
  amount: number;
  gift: number;
  custom: boolean;
}

/**
 * Validates a product id against the brand: its currency, then a tile amount or a custom amount
 * within the brand's custom range. Throws PAYMENT_AMOUNT_NOT_ALLOWED otherwise. A custom amount must
 * carry the gift flag "-1" and a tile must not (a malformed request, told to reload). The gift is
 * the shared rule's: a tile's own or popular gift, none for a custom amount.
 */
export function priceProduct(
  brand: BrandConfig,
  productId: string,
  customAmountUnits: number | undefined,
  options: { allowCustom: boolean; crypto: boolean; customFlag: boolean },
): PricedProduct {
  const notAllowed = (detail: string, sentence: Sentence = say('amountNotOffered')) =>
    new AppError(Retcode.PAYMENT_AMOUNT_NOT_ALLOWED, detail, { say: sentence });
  const parsed = parseProductId(productId);
  if (parsed === null) throw notAllowed('productId is not a known product');
  if (parsed.currency !== brand.currency.code)
    throw notAllowed('productId currency does not match the brand');
  if (parsed.amount === CUSTOM_PRODUCT) {
    if (!options.allowCustom) throw notAllowed('custom amounts are not accepted by this payment method');
    if (!options.customFlag) throw invalidRequest('gift: a custom amount must carry the gift flag "-1"');
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
  if (options.customFlag) throw invalidRequest('gift: the flag "-1" is for a custom amount, not a tile');
  const amount = unitsToMoney(parsed.amount);
  const index = brand.recharge.tiles.findIndex((tile) => tile.amount === amount);
  if (index < 0) throw notAllowed('productId amount is not one of the brand tiles');
  return { amount, gift: tileGift(brand, index, { crypto: options.crypto }), custom: false };
}
