import {
  ApiPath,
  changePasswordBodySchema,
  commonQuerySchema,
  emptyDataSchema,
  envelopeSchema,
  sessionListDataSchema,
  signedOutDataSchema,
  signOutOtherSessionsBodySchema,
  signOutSessionBodySchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/index.ts';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import type { SecurityService } from './security.service.ts';

/** changePassword and the account's sessions: always about the caller's own account. */
export const securityRoutes: FastifyPluginAsyncZod<{ security: SecurityService; config: Config }> = async (
  app,
  { security, config },
) => {
  app.post(
    ApiPath.changePassword,
    {
      onRequest: app.requireSession,
      // The current password is checked here too: guesses with a stolen session are limited like logins.
      config: { rateLimit: authRateLimit(config) },
      schema: {
        querystring: commonQuerySchema,
        body: changePasswordBodySchema,
        response: { 200: envelopeSchema(emptyDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      await security.changePassword(session, request.body.oldPassword, request.body.newPassword);
      return ok(request, null);
    },
  );

  app.get(
    ApiPath.getSessionList,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(sessionListDataSchema) } },
    },
    async (request) => ok(request, { sessions: await security.list(sessionOf(request)) }),
  );

  app.post(
    ApiPath.signOutSession,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: signOutSessionBodySchema,
        response: { 200: envelopeSchema(emptyDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      await security.signOut(session, request.body.sessionId);
      return ok(request, null);
    },
  );

  app.post(
    ApiPath.signOutOtherSessions,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: signOutOtherSessionsBodySchema,
        response: { 200: envelopeSchema(signedOutDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      return ok(request, { count: await security.signOutOthers(session) });
    },
  );
};
