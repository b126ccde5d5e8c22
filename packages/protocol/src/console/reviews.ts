import { z } from 'zod';
import { reviewSubjects } from '../account-events.ts';
import { brandIdSchema } from '../brands/types.ts';
import { fullNumberSchema } from '../http/chats.ts';
import { CONSOLE_REASON_MAX_LENGTH } from './reasons.ts';

/** What waits for a review: a profile, a use case, an identity proof or a toll-free registration. */
export const reviewKindSchema = z.enum(reviewSubjects);
/** What waits for a review. */
export type ReviewKind = z.infer<typeof reviewKindSchema>;

/** Query of consoleReviews: one brand's or every brand's queue, one kind or all. */
export const consoleReviewsQuerySchema = z.object({
  brand: brandIdSchema.optional(),
  kind: reviewKindSchema.optional(),
});

/** One labelled field of what the user submitted. */
export const reviewDetailSchema = z.object({ label: z.string(), value: z.string() });

/** One item of a review queue. */
export const reviewItemSchema = z.object({
  kind: reviewKindSchema,
  accountId: z.string(),
  brand: brandIdSchema,
  email: z.string(),
  /** When the user submitted it, ms since the epoch. */
  submittedAt: z.number().int(),
  /** The toll-free number (tollFree only). */
  number: fullNumberSchema.optional(),
  /** What the user submitted, field by field. */
  details: z.array(reviewDetailSchema),
  /** Identity image ids (kyc), fetched with consoleIdentityImage. */
  images: z.array(z.string()),
});
/** One item of a review queue. */
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** Answer of consoleReviews, oldest first. */
export const consoleReviewsDataSchema = z.object({ reviews: z.array(reviewItemSchema) });

/** A review decision. */
export const reviewDecisions = ['approve', 'refuse'] as const;

/** Body of consoleReviewDecide; a refusal needs a reason (CONSOLE_REASON_REQUIRED otherwise). */
export const consoleReviewDecideBodySchema = z.object({
  kind: reviewKindSchema,
  accountId: z.string().min(1).max(64),
  /** The toll-free number decided on (tollFree only). */
  number: fullNumberSchema.optional(),
  decision: z.enum(reviewDecisions),
  /** The reason the user reads; required and non-blank to refuse. */
  reason: z.string().trim().max(CONSOLE_REASON_MAX_LENGTH).default(''),
});

/** Answer of consoleReviewDecide: the status now stored for the subject. */
export const consoleReviewDecideDataSchema = z.object({ status: z.number().int() });
