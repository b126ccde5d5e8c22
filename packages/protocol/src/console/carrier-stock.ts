import { z } from 'zod';
import { inventoryNumberSchema, inventoryNumberTypeSchema } from './numbers.ts';
import { consoleReasonSchema } from './reasons.ts';

/** Most numbers one search of the carrier's stock lists. */
export const CARRIER_SEARCH_LIMIT = 30;

const isoCountry = z.string().trim().toUpperCase().length(2);
const fullNumber = z
  .string()
  .trim()
  .regex(/^\+?\d{6,16}$/)
  .transform((digits) => digits.replace(/^\+/, ''));

/** Query of consoleCarrierSearch: the country, kind and area code of the numbers wanted. */
export const consoleCarrierSearchQuerySchema = z.object({
  country: isoCountry,
  type: inventoryNumberTypeSchema,
  areaCode: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/)
    .optional(),
});

/** One number the carrier offers. */
export const carrierOfferSchema = z.object({
  /** Calling code followed by the national number, digits only. */
  number: z.string(),
  /** '' when the country has none. */
  areaCode: z.string(),
  /** The place the carrier names, '' when none. */
  region: z.string(),
  /** True when the inventory already holds it (imported, or bought before). */
  inInventory: z.boolean(),
});
/** One number the carrier offers. */
export type CarrierOffer = z.infer<typeof carrierOfferSchema>;

/** data of consoleCarrierSearch. */
export const consoleCarrierSearchDataSchema = z.object({
  /** The carrier connection's name (embedded, twilio). */
  carrier: z.string(),
  /** False for a carrier whose stock is the inventory itself: nothing to buy, import numbers instead. */
  sells: z.boolean(),
  offers: z.array(carrierOfferSchema),
});

/** Body of consoleCarrierBuy: a number the search offered, with the kind it was searched as. */
export const consoleCarrierBuyBodySchema = z.object({
  number: fullNumber,
  country: isoCountry,
  type: inventoryNumberTypeSchema,
  /** The region the search named, kept with the number ('' when none). */
  region: z.string().trim().max(100).default(''),
  reason: consoleReasonSchema,
});
/** Body of consoleCarrierBuy as the console sends it. */
export type ConsoleCarrierBuyBody = z.input<typeof consoleCarrierBuyBodySchema>;

/** data of consoleCarrierBuy: the number as the inventory now lists it. */
export const consoleCarrierBuyDataSchema = z.object({ number: inventoryNumberSchema });

/** Body of consoleCarrierReturn: a bought number nobody ever rented, given back to the carrier. */
export const consoleCarrierReturnBodySchema = z.object({ number: fullNumber, reason: consoleReasonSchema });

/** data of consoleCarrierReturn: the number that left the inventory. */
export const consoleCarrierReturnDataSchema = z.object({ number: z.string() });
