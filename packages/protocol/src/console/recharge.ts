import { z } from 'zod';
import { rechargeSettingsSchema } from '../brands/recharge.ts';
import { brandIdSchema } from '../brands/types.ts';
import { MONEY_SCALE } from '../money.ts';
import { type MoneyTextReading, readMoneyText } from './catalogue.ts';
import { consoleReasonSchema } from './reasons.ts';

/** Most tiles a brand's recharge screen shows; more would not fit the page as a choice of amounts. */
export const RECHARGE_TILES_MAX = 12;

/**
 * The most a tile, gift or custom bound may be, in ten-thousandths: a hundred thousand units. The
 * largest amount of any brand is a few thousand; anything above this is a typo, not a price.
 */
export const RECHARGE_AMOUNT_MAX = 100_000 * MONEY_SCALE;

/** Longest amount an operator may type. */
const AMOUNT_TEXT_MAX = 32;

/** Query of consoleRecharge: the brand whose settings are read. */
export const consoleRechargeQuerySchema = z.object({ brand: brandIdSchema });

/** data of consoleRecharge and consoleRechargeReplace: the brand's settings as stored now. */
export const consoleRechargeDataSchema = z.object({
  brand: brandIdSchema,
  settings: rechargeSettingsSchema,
  /** When an operator last replaced them; null while they are still the seeded values. */
  updatedAt: z.number().int().nullable(),
});

/** One tile as the operator typed it: amounts as people write money ("20", "2.5"); an empty gift is none. */
const rechargeTileTextSchema = z.object({
  amount: z.string().max(AMOUNT_TEXT_MAX),
  gift: z.string().max(AMOUNT_TEXT_MAX),
});

/**
 * Body of consoleRechargeReplace: every tile in order, the default tile's index, the custom range
 * and default, and the gift percentage of tiles without a gift of their own. The server reads the
 * amounts exactly and refuses anything wrong (malformed, negative, duplicate, a gift above its
 * amount, min above max, no tile, too many) with a sentence.
 */
export const consoleRechargeReplaceBodySchema = z.object({
  brand: brandIdSchema,
  // A generous bound against absurd bodies; the real limit is refused with a sentence.
  tiles: z.array(rechargeTileTextSchema).max(100),
  defaultTile: z.number().int().min(0).max(100),
  customMin: z.string().max(AMOUNT_TEXT_MAX),
  customMax: z.string().max(AMOUNT_TEXT_MAX),
  customDefault: z.string().max(AMOUNT_TEXT_MAX),
  popularGiftPercent: z.number().int().min(0).max(100),
  reason: consoleReasonSchema,
});
/** Body of consoleRechargeReplace as the console sends it. */
export type ConsoleRechargeReplaceBody = z.input<typeof consoleRechargeReplaceBodySchema>;

/**
 * Reads a recharge amount written as people write money ("20", "2.5", "0,75") into integer
 * ten-thousandths, exactly; at most four decimals and at most RECHARGE_AMOUNT_MAX. The console
 * checks with it before sending, the server decides with it.
 */
export function readRechargeMoneyText(text: string): MoneyTextReading {
  return readMoneyText(text, RECHARGE_AMOUNT_MAX);
}
