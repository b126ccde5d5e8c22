import { z } from 'zod';
import { fullNumberSchema } from './chats.ts';

/** One conversation of the account: own full number and other full number. */
export const conversationRefSchema = z.object({
  /** Own full number. */
  ownFullNumber: fullNumberSchema,
  /** Other party's full number. */
  otherFullNumber: fullNumberSchema,
});
/** One conversation of the account. */
export type ConversationRef = z.infer<typeof conversationRefSchema>;

/**
 * POST /setConversationState body: a conversation and exactly one change (archive or unarchive,
 * mute or unmute, mark unread or read).
 */
export const setConversationStateBodySchema = conversationRefSchema.extend({
  /** True archives the conversation (until a new message lands in it), false brings it back. */
  archived: z.boolean().optional(),
  /** True mutes its notifications, false unmutes them. */
  muted: z.boolean().optional(),
  /** True marks it unread, false clears that mark (as reading it does). */
  unread: z.boolean().optional(),
});

/** A conversation's state as the account set it, with the unread count the chat list shows. */
export const conversationStateSchema = conversationRefSchema.extend({
  /** Shown only in the Archived view until a new message lands in it. */
  archived: z.boolean(),
  /** No sound or notification for its messages. */
  muted: z.boolean(),
  /** Marked unread by the person until read again. */
  markedUnread: z.boolean(),
  /** The other number is blocked on this own number. */
  blocked: z.boolean(),
  /** The unread count the chat list shows (at least 1 while marked unread). */
  unread: z.number().int().nonnegative(),
});
/** A conversation's state. */
export type ConversationState = z.infer<typeof conversationStateSchema>;

/** One blocked number: on which own number, since when. */
export const blockedNumberSchema = conversationRefSchema.extend({
  /** When it was blocked (ms since the epoch). */
  blockedAt: z.number().int(),
});
/** One blocked number. */
export type BlockedNumber = z.infer<typeof blockedNumberSchema>;

/** GET /getBlockedNumbers answer: the account's blocked numbers, newest first. */
export const blockedNumbersDataSchema = z.object({
  /** Blocked numbers, newest first. */
  blockedNumbers: z.array(blockedNumberSchema),
});
