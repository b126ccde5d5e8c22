import {
  envelopeSchema,
  Retcode,
  SIMULATOR_TOLL_FREE_PATH,
  simulatorTollFreeDataSchema,
  simulatorTollFreeSchema,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { acceptFormPosts } from '../../lib/form-posts.ts';
import { describeZodError } from '../../lib/zod-detail.ts';
import { ok } from '../../plugins/envelope.ts';
import type { NumberService } from '../numbers/numbers.service.ts';
import type { TollFreeRow } from './toll-free.page.ts';

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
  { numbers }: { numbers: NumberService },
): Promise<void> {
  acceptFormPosts(app);

  app.post(
    SIMULATOR_TOLL_FREE_PATH,
    { schema: { response: { 200: envelopeSchema(simulatorTollFreeDataSchema) } } },
    async (request) => {
      const parsed = simulatorTollFreeSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        throw new AppError(Retcode.INVALID_PARAMETER, describeZodError(parsed.error, request.body ?? {}));
      }
      const { number, decision } = parsed.data;
      const row = await app.db
        .selectFrom('phone_numbers')
        .select(['toll_free'])
        .where('full_number', '=', number)
        .executeTakeFirst();
      if (row === undefined)
        throw new AppError(Retcode.NOT_FOUND, `number: ${number} is not in the inventory`);
      if (Number(row.toll_free) !== 1)
        throw new AppError(Retcode.NOT_FOUND, `number: ${number} is not a toll-free number`);
      const enabled = decision === 'approve';
      await numbers.setMessagingEnabled(number, enabled);
      return ok(request, { number, messagingEnabled: enabled });
    },
  );
}
