import { z } from 'zod';
import { platformBodySchema } from './common.ts';

/**
 * POST /deleteAccount: deletes the caller's account for good once its password confirms it. Its
 * numbers are released, its personal data erased and its remaining balance forfeited; its money
 * records stay, anonymised. Every session of the account ends, its sockets told ACCOUNT_DELETED.
 * Answers data null.
 */
export const deleteAccountBodySchema = platformBodySchema.extend({
  /** The account's password, confirming the deletion. */
  password: z.string().min(1, 'password is required').max(128),
});

/** Request body of deleteAccount. */
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
