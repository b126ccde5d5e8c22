import { z } from 'zod';
import { passwordSchema } from './auth.ts';
import { platformBodySchema } from './common.ts';

/** POST /changePassword: the current password proves the caller, the new one follows the sign-up rules. */
export const changePasswordBodySchema = platformBodySchema.extend({
  /** The account's password now. */
  oldPassword: z.string().min(1, 'password is required').max(128),
  /** The password from now on. */
  newPassword: passwordSchema,
});

/** An id of one of the account's sessions, as getSessionList answers it. */
export const sessionIdSchema = z.uuid();

/** One live session of the account. */
export const sessionItemSchema = z.object({
  /** Id to sign the session out with. */
  sessionId: sessionIdSchema,
  /** Browser the session signed in with, e.g. "Chrome"; empty when not recognised. */
  browser: z.string(),
  /** Its operating system, e.g. "Windows"; empty when not recognised. */
  system: z.string(),
  /** Address the session signed in from. */
  ip: z.string(),
  /** When it signed in (ms). */
  createdAt: z.number().int().nonnegative(),
  /** When it last showed its token to sign in or refresh it (ms). */
  lastSeenAt: z.number().int().nonnegative(),
  /** True for the session making this call. */
  current: z.boolean(),
});

/** GET /getSessionList answer: the account's live sessions, the most recently seen first. */
export const sessionListDataSchema = z.object({
  sessions: z.array(sessionItemSchema),
});

/** POST /signOutSession: ends one other session of the account. */
export const signOutSessionBodySchema = platformBodySchema.extend({
  sessionId: sessionIdSchema,
});

/** POST /signOutOtherSessions: ends every session of the account but the caller's. */
export const signOutOtherSessionsBodySchema = platformBodySchema;

/** POST /signOutOtherSessions answer. */
export const signedOutDataSchema = z.object({
  /** How many sessions ended. */
  count: z.number().int().nonnegative(),
});

/** Request body of changePassword. */
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
/** One live session of the account. */
export type SessionItem = z.infer<typeof sessionItemSchema>;
/** Answer of getSessionList. */
export type SessionListData = z.infer<typeof sessionListDataSchema>;
