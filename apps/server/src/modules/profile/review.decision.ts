import type { simulatorReviewDecisionSchema, simulatorTollFreeDecisionSchema } from '@switchboard/protocol';
import type { z } from 'zod';

/** A review decision with its reason, as the simulator form and CLI send it. */
export type ReviewDecision = z.output<typeof simulatorReviewDecisionSchema>;
/** A toll-free registration decision with its reason. */
export type TollFreeDecision = z.output<typeof simulatorTollFreeDecisionSchema>;
