import type { FastifyPluginAsync } from 'fastify';
import { acceptFormPosts } from '../../lib/form-posts.ts';
import { registerSiteCall } from '../../plugins/site-calls.ts';
import type { ReviewService } from './review.service.ts';

/** The operator's review decisions (outside production only): JSON or a plain HTML form post. */
export const reviewRoutes: FastifyPluginAsync<{ reviews: ReviewService }> = async (app, { reviews }) => {
  acceptFormPosts(app);

  registerSiteCall(app, 'simulatorReview', ({ body }) => reviews.decide(body));

  registerSiteCall(app, 'simulatorReviews', async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { reviews: await reviews.pending() };
  });
};
