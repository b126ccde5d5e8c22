import { ApiPath, accountInfoDataSchema, commonQuerySchema, envelopeSchema } from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { AccountService } from './accounts.service.ts';

/** getAccountInfo: the caller's own phone and email, never anyone else's. */
export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (
  app,
  { accounts },
) => {
  app.get(
    ApiPath.getAccountInfo,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(accountInfoDataSchema) } },
    },
    async (request) => ok(request, await accounts.info(sessionOf(request).accountId)),
  );
};
