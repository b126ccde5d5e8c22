import { z } from 'zod';
import { platformBodySchema } from './common.ts';
import { addressBookEntrySchema } from './contacts.ts';

/** Most contacts one importCloudAddressBook call carries; a client sends a file in several batches. */
export const MAX_IMPORT_BATCH = 500;

/** One contact of an import batch. */
export const importRowSchema = z.object({
  /**
   * Chosen by the client, unique per contact of an import (e.g. the import's id and the row number).
   * A retried batch sends the same keys, and a key the account already has creates nothing again.
   */
  key: z.string().trim().min(1, 'key is required').max(100),
  /** Id of an existing contact to merge into (it is overwritten with `addressBook`); absent to create one. */
  id: z.string().max(64).optional(),
  /**
   * The contact's fields, as createOrUpdateCloudAddressBook takes them (phoneList or phone0..4).
   * Checked row by row: a row that fails is reported and the others are still saved.
   */
  addressBook: z.unknown(),
});
/** One contact of an import batch. */
export type ImportRow = z.infer<typeof importRowSchema>;

/** POST /importCloudAddressBook: saves a batch of contacts in one go. */
export const importContactsBodySchema = platformBodySchema.extend({
  /** The batch, at most MAX_IMPORT_BATCH rows. */
  rows: z.array(importRowSchema).min(1, 'rows is required').max(MAX_IMPORT_BATCH),
});

/** What became of one row. */
export const importRowStatusSchema = z.enum([
  /** A new contact was created. */
  'created',
  /** A contact with this key was created by an earlier try; nothing was created again. */
  'existing',
  /** The contact named by `id` was overwritten. */
  'updated',
  /** Nothing was saved; `reason` says why. */
  'failed',
]);
/** What became of one row. */
export type ImportRowStatus = z.infer<typeof importRowStatusSchema>;

/** Why a row was not saved: its fields are invalid, its merge target is gone, or the book is full. */
export const importFailureSchema = z.enum(['invalid', 'notFound', 'full']);
/** Why a row was not saved. */
export type ImportFailure = z.infer<typeof importFailureSchema>;

/** The outcome of one row, in the order of the request. */
export const importRowResultSchema = z.object({
  key: z.string(),
  status: importRowStatusSchema,
  /** The saved contact as getCloudAddressBook lists it (absent when the row failed). */
  entry: addressBookEntrySchema.optional(),
  /** Why the row failed. */
  reason: importFailureSchema.optional(),
});
/** The outcome of one row. */
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

/** Answer of importCloudAddressBook. */
export const importContactsDataSchema = z.object({
  /** One result per row, in the order of the request. */
  results: z.array(importRowResultSchema),
});
/** Answer of importCloudAddressBook. */
export type ImportContactsData = z.infer<typeof importContactsDataSchema>;
