import {
  ApiPath,
  commonQuerySchema,
  envelopeSchema,
  getInviterQuerySchema,
  inviteCodeDataSchema,
  inviteInfoDataSchema,
  inviterDataSchema,
  setInviterBodySchema,
  setInviterDataSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { languageOf, ok } from '../../plugins/envelope.ts';
import type { InviteService } from './invite.service.ts';

/** The invite page and redeem code calls; always about the caller. */
export const inviteRoutes: FastifyPluginAsyncZod<{ invites: InviteService }> = async (app, { invites }) => {
  app.get(
    ApiPath.queryInviteInfo,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(inviteInfoDataSchema) } },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(request, await invites.info(session.accountId, session.brand, languageOf(request)));
    },
  );

  app.get(
    ApiPath.getInviteCode,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(inviteCodeDataSchema) } },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(request, await invites.codeData(session.accountId, session.brand, languageOf(request)));
    },
  );

  app.get(
    ApiPath.getInviter,
    {
      onRequest: app.requireSession,
      schema: {
        // The client sends the phone it shows (spec section 7); only the caller's account is read.
        querystring: commonQuerySchema.extend(getInviterQuerySchema.shape),
        response: { 200: envelopeSchema(inviterDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(request, await invites.inviter(session.accountId, session.brand, request.query.phone));
    },
  );

  app.post(
    ApiPath.setInviter,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: setInviterBodySchema,
        response: { 200: envelopeSchema(setInviterDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      return ok(request, await invites.redeem(session.accountId, session.brand, request.body.inviteCode));
    },
  );
};
