import {
  ApiPath,
  areaCodeDataSchema,
  callSettingsDataSchema,
  commonQuerySchema,
  envelopeSchema,
  numberSearchDataSchema,
  numberSearchQuerySchema,
  setForwardBodySchema,
  setVoicemailBodySchema,
  virtualPhoneListDataSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CarrierGateway } from '../../adapters/carrier/index.ts';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { languageOf, ok } from '../../plugins/envelope.ts';
import type { CallSettingsService } from './call-settings.service.ts';
import { areaTree, searchOffered } from './numbers.search.ts';
import type { NumberService } from './numbers.service.ts';

/** What the number routes use. */
export interface NumberRouteDeps {
  numbers: NumberService;
  callSettings: CallSettingsService;
  carrier: CarrierGateway;
}

/** The number list, the area-code tree, number search and the call settings; always the caller's own. */
export const numberRoutes: FastifyPluginAsyncZod<NumberRouteDeps> = async (app, deps) => {
  const { numbers, callSettings, carrier } = deps;
  app.get(
    ApiPath.getVirtualPhoneList,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        response: { 200: envelopeSchema(virtualPhoneListDataSchema) },
      },
    },
    async (request) =>
      ok(request, await numbers.virtualPhoneList(sessionOf(request).accountId, languageOf(request))),
  );

  app.get(
    ApiPath.getAreaCodeV2,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(areaCodeDataSchema) } },
    },
    async (request) => ok(request, await areaTree(app.db, sessionOf(request).brand, languageOf(request))),
  );

  app.get(
    ApiPath.getVirtualPhoneByAreaCode,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(numberSearchQuerySchema.shape),
        response: { 200: envelopeSchema(numberSearchDataSchema) },
      },
    },
    async (request) =>
      ok(request, await searchOffered(carrier, sessionOf(request).brand, request.query, languageOf(request))),
  );

  app.post(
    ApiPath.setForward,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: setForwardBodySchema,
        response: { 200: envelopeSchema(callSettingsDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      return ok(request, await callSettings.setForward(session.accountId, request.body.forward === 1));
    },
  );

  app.post(
    ApiPath.setVoicemail,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: setVoicemailBodySchema,
        response: { 200: envelopeSchema(callSettingsDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      return ok(request, await callSettings.setVoicemail(session.accountId, request.body.voicemail === 1));
    },
  );
};
