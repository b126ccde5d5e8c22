import { z } from 'zod';
import { consoleReasonSchema } from './reasons.ts';

/**
 * Where a number of the inventory stands: on offer and never owned, owned (paid up or in grace after
 * a missed renewal), held for its last owner after a release, or on offer again once that hold ended.
 */
/** Where an inventory number stands; `codePool`: free, and serving the verification-code pool. */
export const inventoryStates = [
  'available',
  'assigned',
  'grace',
  'quarantined',
  'released',
  'codePool',
] as const;
/** Where a number of the inventory stands. */
export const inventoryStateSchema = z.enum(inventoryStates);
/** Where a number of the inventory stands. */
export type InventoryState = z.infer<typeof inventoryStateSchema>;

/** The kinds of number an import may bring, as the user app's number search offers them. */
export const inventoryNumberTypeSchema = z.enum(['local', 'mobile', 'tollFree']);

/** Most numbers one page of the inventory holds, and the page size when none is asked. */
export const CONSOLE_NUMBERS_PAGE_LIMIT = { max: 200, default: 50 } as const;

/** Most rows one CSV import may hold. */
export const CONSOLE_NUMBER_IMPORT_MAX_ROWS = 5000;

/** Query of consoleNumbers: filters of the inventory, paged in number order. */
export const consoleNumbersQuerySchema = z.object({
  /** ISO country. */
  country: z.string().trim().toUpperCase().length(2).optional(),
  areaCode: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/)
    .optional(),
  state: inventoryStateSchema.optional(),
  /** Digits anywhere in the full number. */
  q: z
    .string()
    .trim()
    .regex(/^\+?\d{1,20}$/)
    .optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONSOLE_NUMBERS_PAGE_LIMIT.max)
    .default(CONSOLE_NUMBERS_PAGE_LIMIT.default),
});

/** One number of the inventory as the console lists it. */
export const inventoryNumberSchema = z.object({
  /** Calling code followed by the national number, digits only. */
  number: z.string(),
  country: z.string(),
  /** '' when the country has none. */
  areaCode: z.string(),
  type: inventoryNumberTypeSchema,
  state: inventoryStateSchema,
  /** The owner; null unless assigned or in grace. */
  accountId: z.string().nullable(),
  /** End of the hold for the last owner (ms); null when never released. */
  quarantineUntil: z.number().int().nullable(),
  createdAt: z.number().int(),
  /** The carrier it was bought from in the console (it can be given back while nobody rented it); null when imported. */
  carrier: z.string().nullable(),
});
/** One number of the inventory as the console lists it. */
export type InventoryNumber = z.infer<typeof inventoryNumberSchema>;

/** data of consoleNumbers: one page and how many numbers match in all. */
export const consoleNumbersDataSchema = z.object({
  numbers: z.array(inventoryNumberSchema),
  total: z.number().int(),
});

/** Body of consoleNumbersImport: the CSV file's text (header: number, country, area code, type, capabilities). */
export const consoleNumbersImportBodySchema = z.object({
  csv: z.string().min(1).max(2_000_000),
});

/** A row an import refused: its line in the file and why, in the operator's language. */
export const importBadLineSchema = z.object({ line: z.number().int(), message: z.string() });
/** A row an import refused. */
export type ImportBadLine = z.infer<typeof importBadLineSchema>;

/** data of consoleNumbersImport: the numbers added, those already present, the rows refused. */
export const consoleNumbersImportDataSchema = z.object({
  imported: z.number().int(),
  present: z.number().int(),
  badLines: z.array(importBadLineSchema),
});

/** Body of consoleNumberRelease and consoleNumberRestore: the full number and the operator's reason. */
export const consoleNumberActionBodySchema = z.object({
  number: z
    .string()
    .trim()
    .regex(/^\+?\d{6,20}$/)
    .transform((value) => value.replace(/^\+/, '')),
  reason: consoleReasonSchema,
});

/** data of consoleNumberRelease and consoleNumberRestore: where the number stands now. */
export const consoleNumberStateDataSchema = z.object({ state: inventoryStateSchema });
