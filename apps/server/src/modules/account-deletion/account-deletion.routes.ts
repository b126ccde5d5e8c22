import {
  ApiPath,
  commonQuerySchema,
  deleteAccountBodySchema,
  emptyDataSchema,
  envelopeSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/index.ts';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';

/** deleteAccount: always the caller's own account, confirmed with its password. */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{
  deletion: AccountDeletionService;
  config: Config;
}> = async (app, { deletion, config }) => {
  app.post(
    ApiPath.deleteAccount,
    {
      onRequest: app.requireSession,
      // The password is checked here: guesses with a stolen session are limited like logins.
      config: { rateLimit: authRateLimit(config) },
      schema: {
        querystring: commonQuerySchema,
        body: deleteAccountBodySchema,
        response: { 200: envelopeSchema(emptyDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      await deletion.deleteAccount(session, request.body.password);
      return ok(request, null);
    },
  );
};
