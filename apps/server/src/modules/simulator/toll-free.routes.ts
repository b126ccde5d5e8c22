import type { FastifyPluginAsync } from 'fastify';
import { acceptFormPosts } from '../../lib/form-posts.ts';
import { registerSiteCall } from '../../plugins/site-calls.ts';
import type { TollFreeReviewService } from './toll-free.service.ts';

/** The operator's toll-free registration decisions (outside production only): JSON or a plain form post. */
export const tollFreeRoutes: FastifyPluginAsync<{ reviews: TollFreeReviewService }> = async (
  app,
  { reviews },
) => {
  acceptFormPosts(app);
  registerSiteCall(app, 'simulatorTollFree', ({ body }) => reviews.decide(body));
};
