import {
  ApiPath,
  commonQuerySchema,
  envelopeSchema,
  profileDataSchema,
  updateProfileBodySchema,
  updateProfileDataSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { ProfileService } from './profile.service.ts';

/** getProfile and updateProfile, always on the caller's own account. */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (
  app,
  { profiles },
) => {
  app.get(
    ApiPath.getProfile,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(profileDataSchema) } },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(request, await profiles.get(session.accountId, session.brand));
    },
  );

  app.post(
    ApiPath.updateProfile,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: updateProfileBodySchema,
        response: { 200: envelopeSchema(updateProfileDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      return ok(request, await profiles.update(session.accountId, session.brand, request.body));
    },
  );
};
