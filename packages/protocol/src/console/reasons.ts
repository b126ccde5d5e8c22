import { z } from 'zod';

/** Longest reason an operator may write. */
export const CONSOLE_REASON_MAX_LENGTH = 500;

/** The operator's reason for an action on a user, kept in the audit log; never blank. */
export const consoleReasonSchema = z.string().trim().min(1).max(CONSOLE_REASON_MAX_LENGTH);
