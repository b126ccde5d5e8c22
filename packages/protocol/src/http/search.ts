import { z } from 'zod';
import { directionSchema, messageTypeSchema } from './chats.ts';

/** Longest text searched for. */
export const SEARCH_QUERY_MAX = 100;
/** Largest page of message hits. */
export const SEARCH_PAGE_MAX = 50;

/** GET /searchMessages query: the account's own visible messages containing `q`, newest first. */
export const searchMessagesQuerySchema = z.object({
  /** Text to find, anywhere in a message, letter case ignored. */
  q: z
    .string()
    .trim()
    .min(1, 'q is required')
    .max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`),
  /** Cursor: the previous page's `next`; absent for the newest hits. */
  before: z
    .string()
    .regex(/^\d{1,16}:[\w-]{1,64}$/, 'before must be a cursor this call returned')
    .optional(),
  /** Hits per page. */
  limit: z.coerce.number().int().min(1).max(SEARCH_PAGE_MAX).default(20),
});

/** Where the searched text occurs in a hit: UTF-16 offsets, end excluded. */
export const searchRangeSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
/** One range of a hit. */
export type SearchRange = z.infer<typeof searchRangeSchema>;

/** One message that contains the searched text. */
export const messageHitSchema = z.object({
  /** The message's id (as in the dialog list). */
  id: z.string(),
  /** The message's smsId, by which the conversation's history names it. */
  smsId: z.string(),
  /** Own full number of its conversation. */
  ownFullNumber: z.string(),
  /** Other party's full number of its conversation. */
  otherFullNumber: z.string(),
  /** Time of the message, ms since the epoch. */
  date: z.number().int(),
  direction: directionSchema,
  type: messageTypeSchema,
  /** The whole text. */
  text: z.string(),
  /** Every occurrence of the searched text, in order. */
  ranges: z.array(searchRangeSchema),
});
/** One message hit. */
export type MessageHit = z.infer<typeof messageHitSchema>;

/** GET /searchMessages answer. */
export const searchMessagesDataSchema = z.object({
  hits: z.array(messageHitSchema),
  /** Cursor of the next (older) page, or null when there is none. */
  next: z.string().nullable(),
  /**
   * True when the search looked only at recent messages: a text shorter than three characters
   * cannot use the index, so the server reads a bounded number of the newest messages instead.
   */
  recentOnly: z.boolean(),
});
/** A page of message hits. */
export type SearchMessagesData = z.infer<typeof searchMessagesDataSchema>;
