import { z } from 'zod';
import { reviewDecidedPayloadSchema } from './account-events.ts';
import type { CallSpec } from './http/call-spec.ts';
import { healthDataSchema } from './http/health.ts';
import { HEALTH_PATH } from './http/paths.ts';
import {
  outboxMessageSchema,
  pendingReviewsDataSchema,
  SIMULATOR_CODE_PATH,
  SIMULATOR_INBOUND_PATH,
  SIMULATOR_OUTBOX_PATH,
  SIMULATOR_RENEWALS_PATH,
  SIMULATOR_REVIEW_PATH,
  SIMULATOR_REVIEWS_PATH,
  SIMULATOR_TOLL_FREE_PATH,
  simulatorCodeSchema,
  simulatorInboundDataSchema,
  simulatorRenewalsDataSchema,
  simulatorRenewalsSchema,
  simulatorReviewDataSchema,
  simulatorReviewSchema,
  simulatorTollFreeDataSchema,
  simulatorTollFreeSchema,
} from './simulator.ts';

/** The operator's reason for a refusal, in the operator's words; '' when none was given. */
const reviewReasonSchema = reviewDecidedPayloadSchema.shape.reason.trim().default('');

/** A review decision as the simulator form and CLI send it: the decision and a reason. */
export const simulatorReviewDecisionSchema = simulatorReviewSchema.extend({ reason: reviewReasonSchema });
/** A toll-free registration decision with the reason of a revocation. */
export const simulatorTollFreeDecisionSchema = simulatorTollFreeSchema.extend({ reason: reviewReasonSchema });

/** The simulator's code sender: an empty text field of the page's form means "make one up". */
export const simulatorCodeInputSchema = z.preprocess(
  (raw) =>
    typeof raw === 'object' && raw !== null && (raw as { text?: unknown }).text === ''
      ? { ...raw, text: undefined }
      : raw,
  simulatorCodeSchema,
);
/** Answer of the simulator's code sender: the stored message, its code and what was charged. */
export const simulatorCodeDataSchema = z.object({
  smsId: z.string(),
  code: z.string(),
  charge: z.number().int(),
});

/**
 * The envelope calls outside API_BASE, by absolute path: the health probe, and the simulator's
 * calls, which exist outside production only and answer this machine only. Their bodies are JSON or
 * plain form posts (the simulator page has no script).
 */
export const siteCalls = {
  health: { method: 'GET', path: HEALTH_PATH, auth: 'visitor', data: healthDataSchema },
  /** Injects an inbound message from an outside number (multipart: fields and an optional `file`). */
  simulatorInbound: {
    method: 'POST',
    path: SIMULATOR_INBOUND_PATH,
    auth: 'visitor',
    form: 'multipart',
    data: simulatorInboundDataSchema,
  },
  simulatorCode: {
    method: 'POST',
    path: SIMULATOR_CODE_PATH,
    auth: 'visitor',
    form: 'urlencoded',
    body: simulatorCodeInputSchema,
    data: simulatorCodeDataSchema,
  },
  simulatorReview: {
    method: 'POST',
    path: SIMULATOR_REVIEW_PATH,
    auth: 'visitor',
    form: 'urlencoded',
    body: simulatorReviewDecisionSchema,
    data: simulatorReviewDataSchema,
  },
  simulatorReviews: {
    method: 'GET',
    path: SIMULATOR_REVIEWS_PATH,
    auth: 'visitor',
    data: pendingReviewsDataSchema,
  },
  simulatorOutbox: {
    method: 'GET',
    path: SIMULATOR_OUTBOX_PATH,
    auth: 'visitor',
    data: z.array(outboxMessageSchema),
  },
  simulatorTollFree: {
    method: 'POST',
    path: SIMULATOR_TOLL_FREE_PATH,
    auth: 'visitor',
    form: 'urlencoded',
    body: simulatorTollFreeDecisionSchema,
    data: simulatorTollFreeDataSchema,
  },
  /** Lets days pass for one number, then runs the renewals once. */
  simulatorRenewals: {
    method: 'POST',
    path: SIMULATOR_RENEWALS_PATH,
    auth: 'visitor',
    body: simulatorRenewalsSchema,
    data: simulatorRenewalsDataSchema,
  },
} as const satisfies Record<string, CallSpec>;

/** Name of an envelope call outside API_BASE. */
export type SiteCall = keyof typeof siteCalls;
