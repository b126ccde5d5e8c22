import {
  reviewDecidedPayloadSchema,
  simulatorReviewSchema,
  simulatorTollFreeSchema,
} from '@switchboard/protocol';
import type { z } from 'zod';

/** The operator's reason for a refusal, in the operator's words; '' when none was given. */
export const reviewReasonSchema = reviewDecidedPayloadSchema.shape.reason.trim().default('');

/** A review decision as the simulator form and CLI send it: the protocol's fields and a reason. */
export const reviewDecisionSchema = simulatorReviewSchema.extend({ reason: reviewReasonSchema });
/** A review decision with its reason. */
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/** A toll-free registration decision with the reason of a revocation. */
export const tollFreeDecisionSchema = simulatorTollFreeSchema.extend({ reason: reviewReasonSchema });
/** A toll-free registration decision with its reason. */
export type TollFreeDecision = z.infer<typeof tollFreeDecisionSchema>;
