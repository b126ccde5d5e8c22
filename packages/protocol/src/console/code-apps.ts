import { z } from 'zod';
import { MONEY_SCALE } from '../money.ts';
import { type MoneyTextReading, readMoneyText } from './catalogue.ts';
import { consoleReasonSchema } from './reasons.ts';

/**
 * The most a verification fee may be, in ten-thousandths of a dollar: ten per code, a hundred per
 * month. Every fee of the list is well below; anything above is a typo (a misplaced point).
 */
export const CODE_FEE_MAX = { codeRate: 10 * MONEY_SCALE, subRent: 100 * MONEY_SCALE } as const;

/** Longest name of an app, in either language. */
export const CODE_APP_NAME_MAX = 60;

/** Highest place in the app list an operator may give. */
export const CODE_APP_SORT_MAX = 1_000_000;

/** An app's id as the list gives it. */
const codeAppIdSchema = z.string().trim().min(1).max(40);

/**
 * A new app's id: lower-case letters, digits, '-' or '_', starting with a letter or digit (the ids
 * the web sends and the history keeps, like "google" or "doordash").
 */
export const CODE_APP_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** Query of consoleCodeApps: letters of an app's id or of either name; empty lists all. */
export const consoleCodeAppsQuerySchema = z.object({
  q: z.string().trim().max(60).optional(),
});

/** An app's fees in one pool country, ten-thousandths of a dollar (cloudnumber's coin is 7 times). */
export const codeAppFeeSchema = z.object({
  country: z.string(),
  /** The country's name in the operator's language. */
  countryName: z.string(),
  codeRate: z.number().int(),
  subRent: z.number().int(),
  updatedAt: z.number().int(),
});
/** An app's fees in one pool country. */
export type CodeAppFee = z.infer<typeof codeAppFeeSchema>;

/** One verification app as the console shows it. */
export const catalogueCodeAppSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  /** The name in the operator's language. */
  name: z.string(),
  /** Lower first in the users' list. */
  sort: z.number().int(),
  /** false: not offered for new numbers; history and bills still name it. */
  enabled: z.boolean(),
  /** The app choosing this one leads to; null: none. */
  redirectTo: z.string().nullable(),
  updatedAt: z.number().int(),
  /** One entry per pool country, in the pool's order. */
  fees: z.array(codeAppFeeSchema),
});
/** One verification app as the console shows it. */
export type CatalogueCodeApp = z.infer<typeof catalogueCodeAppSchema>;

/** data of consoleCodeApps: the matching apps by sort, and the pool's countries. */
export const consoleCodeAppsDataSchema = z.object({
  apps: z.array(catalogueCodeAppSchema),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});

/**
 * Body of consoleCodeAppUpdate: both names, the place in the list, on or off, and the app a choice
 * of this one leads to ('' for none).
 */
export const consoleCodeAppUpdateBodySchema = z.object({
  app: codeAppIdSchema,
  nameEn: z.string().trim().min(1).max(CODE_APP_NAME_MAX),
  nameZh: z.string().trim().min(1).max(CODE_APP_NAME_MAX),
  sort: z.number().int().min(0).max(CODE_APP_SORT_MAX),
  enabled: z.boolean(),
  redirectTo: z.string().trim().max(40),
  reason: consoleReasonSchema,
});

/**
 * Body of consoleCodeAppCreate: a new app, off until it has a fee and the operator offers it (with
 * consoleCodeAppUpdate).
 */
export const consoleCodeAppCreateBodySchema = z.object({
  app: z.string().trim().toLowerCase().regex(CODE_APP_ID_PATTERN),
  nameEn: consoleCodeAppUpdateBodySchema.shape.nameEn,
  nameZh: consoleCodeAppUpdateBodySchema.shape.nameZh,
  sort: consoleCodeAppUpdateBodySchema.shape.sort,
  reason: consoleReasonSchema,
});

/** Body of consoleCodeAppDelete: an app no user ever had a number for, with its fees. */
export const consoleCodeAppDeleteBodySchema = z.object({
  app: codeAppIdSchema,
  reason: consoleReasonSchema,
});

/** data of consoleCodeAppDelete: the id of the app deleted. */
export const consoleCodeAppDeleteDataSchema = z.object({ app: z.string() });

/**
 * Body of consoleCodeAppFee: an app's fees in one pool country as people write money ("0.50"); the
 * server reads them exactly and refuses malformed, negative or absurd ones with a sentence.
 */
export const consoleCodeAppFeeBodySchema = z.object({
  app: codeAppIdSchema,
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
  codeRate: z.string().max(32),
  subRent: z.string().max(32),
  reason: consoleReasonSchema,
});

/** data of consoleCodeAppUpdate and consoleCodeAppFee: the app as stored now. */
export const consoleCodeAppDataSchema = z.object({ app: catalogueCodeAppSchema });

/** What a fee typed by an operator reads as: ten-thousandths, or why it cannot be one. */
export type FeeTextReading = MoneyTextReading;

/** Reads a fee written as money is written ("0.5", "5", "0,30") exactly into ten-thousandths, up to `max`. */
export function readFeeText(text: string, max: number): FeeTextReading {
  return readMoneyText(text, max);
}
