import { z } from 'zod';

/** Most numbers one page of the verification pool holds, and the page size when none is asked. */
export const CODE_POOL_PAGE_LIMIT = { max: 200, default: 50 } as const;

/** Query of consoleCodePool: the pool of one country, of numbers one app used or holds, paged. */
export const consoleCodePoolQuerySchema = z.object({
  /** ISO country. */
  country: z.string().trim().toUpperCase().length(2).optional(),
  /** An app id of the verification catalogue (appChoices). */
  app: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(CODE_POOL_PAGE_LIMIT.max).default(CODE_POOL_PAGE_LIMIT.default),
});

/** An app or a country as the pool names it, in the operator's language. */
export const codePoolChoiceSchema = z.object({ id: z.string(), name: z.string() });

/** Who holds a pool number for one app now: the app, since when and until when (ms). */
export const codePoolLockSchema = z.object({
  app: codePoolChoiceSchema,
  since: z.number().int(),
  until: z.number().int(),
});
/** Who holds a pool number for one app now. */
export type CodePoolLock = z.infer<typeof codePoolLockSchema>;

/** One number of the verification pool as the console lists it. */
export const codePoolNumberSchema = z.object({
  /** Calling code followed by the national number, digits only. */
  number: z.string(),
  country: z.string(),
  tollFree: z.boolean(),
  /** The apps it has received codes for (every lock it served), by name. */
  apps: z.array(codePoolChoiceSchema),
  /** The apps holding it now; a number serves each app on its own, so several may. */
  locks: z.array(codePoolLockSchema),
  /** How many times users got it for an app, and the codes it received. */
  rentals: z.number().int(),
  codes: z.number().int(),
  addedAt: z.number().int(),
});
/** One number of the verification pool as the console lists it. */
export type CodePoolNumber = z.infer<typeof codePoolNumberSchema>;

/** data of consoleCodePool: one page, how many match, how many of those are held now, and the filters' choices. */
export const consoleCodePoolDataSchema = z.object({
  numbers: z.array(codePoolNumberSchema),
  total: z.number().int(),
  locked: z.number().int(),
  appChoices: z.array(codePoolChoiceSchema),
  countryChoices: z.array(codePoolChoiceSchema),
});

/** data of consoleCodePoolAdd and consoleCodePoolRemove: whether the number is in the pool now. */
export const consoleCodePoolStateDataSchema = z.object({ inPool: z.boolean() });
