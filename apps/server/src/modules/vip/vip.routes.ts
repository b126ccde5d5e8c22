import {
  ApiPath,
  buyVipBodySchema,
  buyVipDataSchema,
  commonQuerySchema,
  envelopeSchema,
  vipInfoDataSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { VipService } from './vip.service.ts';

/** getVipInfo and buyVip, always on the caller's own membership. */
export const vipRoutes: FastifyPluginAsyncZod<{ vip: VipService }> = async (app, { vip }) => {
  app.get(
    ApiPath.getVipInfo,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(vipInfoDataSchema) } },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(request, await vip.info(session.accountId, session.brand));
    },
  );

  app.post(
    ApiPath.buyVip,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: buyVipBodySchema,
        response: { 200: envelopeSchema(buyVipDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      return ok(request, await vip.buy(session.accountId, session.brand, request.body.expireDate));
    },
  );
};
