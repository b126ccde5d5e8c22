import {
  envelopeSchema,
  pendingReviewsDataSchema,
  SIMULATOR_REVIEW_PATH,
  SIMULATOR_REVIEWS_PATH,
  simulatorReviewDataSchema,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { acceptFormPosts } from '../../lib/form-posts.ts';
import { invalidInput } from '../../lib/zod-detail.ts';
import { ok } from '../../plugins/envelope.ts';
import { reviewDecisionSchema } from './review.decision.ts';
import type { ReviewService } from './review.service.ts';

/** The operator's review decisions (outside production only): JSON or a plain HTML form post. */
export async function reviewRoutes(
  app: FastifyInstance,
  { reviews }: { reviews: ReviewService },
): Promise<void> {
  acceptFormPosts(app);

  app.post(
    SIMULATOR_REVIEW_PATH,
    { schema: { response: { 200: envelopeSchema(simulatorReviewDataSchema) } } },
    async (request) => {
      const parsed = reviewDecisionSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        throw invalidInput(parsed.error, request.body ?? {});
      }
      return ok(request, await reviews.decide(parsed.data));
    },
  );

  app.get(
    SIMULATOR_REVIEWS_PATH,
    { schema: { response: { 200: envelopeSchema(pendingReviewsDataSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, { reviews: await reviews.pending() });
    },
  );
}
