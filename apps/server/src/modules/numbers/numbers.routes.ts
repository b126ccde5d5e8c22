import {
  ApiPath,
  commonQuerySchema,
  envelopeSchema,
  virtualPhoneListDataSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { NumberService } from './numbers.service.ts';

/** getVirtualPhoneList: the caller's own numbers and what each can text. */
export const numberRoutes: FastifyPluginAsyncZod<{ numbers: NumberService }> = async (app, { numbers }) => {
  app.get(
    ApiPath.getVirtualPhoneList,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        response: { 200: envelopeSchema(virtualPhoneListDataSchema) },
      },
    },
    async (request) => ok(request, await numbers.virtualPhoneList(sessionOf(request).accountId)),
  );
};
