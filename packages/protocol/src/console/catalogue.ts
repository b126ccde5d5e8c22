import { z } from 'zod';
import { brandIdSchema } from '../brands/types.ts';
import { MONEY_SCALE } from '../money.ts';
import { consoleReasonSchema } from './reasons.ts';

/**
 * The most a rate may be, in ten-thousandths: ten units for one SMS segment or one MMS. Every price of
 * the list is a few hundredths; anything above this is a typo (a misplaced point), not a price.
 */
export const RATE_AMOUNT_MAX = 10 * MONEY_SCALE;

/** Longest amount an operator may type (digits, one point and up to four decimals fit easily). */
const AMOUNT_TEXT_MAX = 32;

/** The rate key of messages sent from toll-free numbers (every other key is a country). */
export const TOLL_FREE_RATE_KEY = 'TOLLFREE';

/** A rate's key: a number country (ISO code) or TOLLFREE, as the send path prices messages. */
export const rateKeySchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,12}$/);

/** Query of consoleRates: letters of a rate key or of its country's name; empty lists all. */
export const consoleRatesQuerySchema = z.object({
  q: z.string().trim().max(60).optional(),
});

/** One row of the SMS/MMS price list as the console shows it; amounts in ten-thousandths. */
export const catalogueRateSchema = z.object({
  rateKey: z.string(),
  /** The country's name in the operator's language; null for keys that are not a country (TOLLFREE). */
  countryName: z.string().nullable(),
  smsSegment: z.number().int(),
  /** null: MMS is not sent from numbers of this key. */
  mms: z.number().int().nullable(),
  updatedAt: z.number().int(),
});
/** One row of the SMS/MMS price list. */
export type CatalogueRate = z.infer<typeof catalogueRateSchema>;

/** data of consoleRates: the matching rates by key. */
export const consoleRatesDataSchema = z.object({ rates: z.array(catalogueRateSchema) });

/**
 * Body of consoleRateUpdate: the amounts as people write them in the brand's money ("0.05"); the
 * server reads them exactly and refuses malformed, negative or absurd ones with a sentence. An empty
 * MMS amount means no MMS from numbers of this key.
 */
export const consoleRateUpdateBodySchema = z.object({
  rateKey: rateKeySchema,
  smsSegment: z.string().max(AMOUNT_TEXT_MAX),
  mms: z.string().max(AMOUNT_TEXT_MAX),
  reason: consoleReasonSchema,
});

/** data of consoleRateUpdate: the rate as stored now. */
export const consoleRateUpdateDataSchema = z.object({ rate: catalogueRateSchema });

/** What an amount typed by an operator reads as: ten-thousandths, or why it cannot be one. */
export type MoneyTextReading =
  | { amount: number }
  | { refused: 'malformed' | 'negative' | 'tooLarge' | 'tooPrecise' };

const MONEY_TEXT = /^(-?)(\d{1,9})(?:[.,](\d+))?$/;

/**
 * Reads an amount written as people write money ("0.05", "1", "0,006") into integer ten-thousandths,
 * exactly (no floating point); at most four decimals and at most `max` (a rate's by default). Every
 * amount an operator types in the console is read by this one rule, each with its own limit.
 */
export function readMoneyText(text: string, max: number = RATE_AMOUNT_MAX): MoneyTextReading {
  const match = MONEY_TEXT.exec(text.trim());
  if (!match) return { refused: 'malformed' };
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > 4) return { refused: 'tooPrecise' };
  const amount = Number(whole) * MONEY_SCALE + Number(fraction.padEnd(4, '0'));
  if (sign === '-' && amount !== 0) return { refused: 'negative' };
  if (amount > max) return { refused: 'tooLarge' };
  return { amount };
}

/** Longest image address: a data: picture outside production fits, a page of base64 no more. */
export const BANNER_IMAGE_URL_MAX = 200_000;
/** Longest link and alternative text of a banner. */
export const BANNER_LINK_URL_MAX = 2_000;
export const BANNER_ALT_MAX = 200;

/** Where a banner moves in the order getAdConfig answers. */
export const bannerMoveSchema = z.enum(['up', 'down']);
/** Where a banner moves in the order. */
export type BannerMove = z.infer<typeof bannerMoveSchema>;

/**
 * What an operator sets of a banner ad. The server checks the addresses: the image https: (or a
 * data:image/ picture outside production), the link https: or http:.
 */
export const bannerFieldsSchema = z.object({
  /** null: every brand shows it. */
  brand: brandIdSchema.nullable(),
  imageUrl: z.string().trim().min(1).max(BANNER_IMAGE_URL_MAX),
  linkUrl: z.string().trim().min(1).max(BANNER_LINK_URL_MAX),
  alt: z.string().trim().min(1).max(BANNER_ALT_MAX),
  /** Also shown in the banner-ad dialog signed-in users see once a day. */
  popup: z.boolean(),
  /** Inactive banners stay in the list but getAdConfig never answers them. */
  active: z.boolean(),
});
/** What an operator sets of a banner ad. */
export type BannerFields = z.infer<typeof bannerFieldsSchema>;

/** One banner ad as the console lists it. */
export const catalogueBannerSchema = bannerFieldsSchema.extend({
  id: z.string(),
  /** Its place in the order; lower first. */
  position: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
/** One banner ad as the console lists it. */
export type CatalogueBanner = z.infer<typeof catalogueBannerSchema>;

/** data of consoleBanners and consoleBannerMove: every banner, in the order getAdConfig answers them. */
export const consoleBannersDataSchema = z.object({ banners: z.array(catalogueBannerSchema) });

const bannerIdSchema = z.string().trim().min(1).max(64);

/** Body of consoleBannerCreate: the new banner goes last. */
export const consoleBannerCreateBodySchema = bannerFieldsSchema.extend({ reason: consoleReasonSchema });
/** Body of consoleBannerUpdate: every field of the banner, as it should be. */
export const consoleBannerUpdateBodySchema = bannerFieldsSchema.extend({
  id: bannerIdSchema,
  reason: consoleReasonSchema,
});
/** data of consoleBannerCreate and consoleBannerUpdate: the banner as stored. */
export const consoleBannerDataSchema = z.object({ banner: catalogueBannerSchema });

/** Body of consoleBannerDelete: the banner and why it goes for good. */
export const consoleBannerDeleteBodySchema = z.object({ id: bannerIdSchema, reason: consoleReasonSchema });

/** Body of consoleBannerMove: one place up or down; the reason may be blank, the order is cosmetic. */
export const consoleBannerMoveBodySchema = z.object({
  id: bannerIdSchema,
  direction: bannerMoveSchema,
  reason: z.string().trim().max(500).default(''),
});
