import { envelopeSchema, SIMULATOR_TOLL_FREE_PATH, simulatorTollFreeDataSchema } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/types.ts';
import { acceptFormPosts } from '../../lib/form-posts.ts';
import { invalidInput } from '../../lib/zod-detail.ts';
import { ok } from '../../plugins/envelope.ts';
import { tollFreeDecisionSchema } from '../profile/review.decision.ts';
import type { TollFreeRow } from './toll-free.page.ts';
import type { TollFreeReviewService } from './toll-free.service.ts';

/** Toll-free numbers that have an owner, with their registration state (simulator page). */
export function assignedTollFree(ex: Executor): Promise<TollFreeRow[]> {
  return ex
    .selectFrom('phone_numbers')
    .innerJoin('accounts', 'accounts.id', 'phone_numbers.account_id')
    .select([
      'phone_numbers.full_number',
      'phone_numbers.messaging_enabled',
      'accounts.brand',
      'accounts.email',
    ])
    .where('phone_numbers.toll_free', '=', 1)
    .orderBy('phone_numbers.full_number')
    .limit(500)
    .execute();
}

/** The operator's toll-free registration decisions (outside production only): JSON or a plain form post. */
export async function tollFreeRoutes(
  app: FastifyInstance,
  { reviews }: { reviews: TollFreeReviewService },
): Promise<void> {
  acceptFormPosts(app);

  app.post(
    SIMULATOR_TOLL_FREE_PATH,
    { schema: { response: { 200: envelopeSchema(simulatorTollFreeDataSchema) } } },
    async (request) => {
      const parsed = tollFreeDecisionSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        throw invalidInput(parsed.error, request.body ?? {});
      }
      return ok(request, await reviews.decide(parsed.data));
    },
  );
}
