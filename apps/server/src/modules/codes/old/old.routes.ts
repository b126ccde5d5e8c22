import {
  ApiPath,
  accountAppsDataSchema,
  appNumberQuerySchema,
  codeHistoryDataSchema,
  codeHistoryQuerySchema,
  codeSubDataSchema,
  commonQuerySchema,
  emptyDataSchema,
  envelopeSchema,
  oldNumberSmsDataSchema,
  oldNumberSmsQuerySchema,
  oldNumbersDataSchema,
  oldNumbersQuerySchema,
  reSubCodeBodySchema,
  reSubCodeDataSchema,
  sendCodeSmsBodySchema,
  sendCodeSmsDataSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertPlatform, sessionOf } from '../../../plugins/auth.ts';
import { languageOf, ok } from '../../../plugins/envelope.ts';
import type { RateService } from '../../rates/rates.service.ts';
import { codeHistory } from './old.history.ts';
import { sendFromCodeNumber } from './old.send.ts';
import type { OldNumberService } from './old.service.ts';

/** The verification service's old-number side: apps, numbers, subscriptions, history, messages, sending. */
export const oldCodeRoutes: FastifyPluginAsyncZod<{
  oldNumbers: OldNumberService;
  rates: RateService;
}> = async (app, { oldNumbers, rates }) => {
  app.get(
    ApiPath.getAppListByAccount,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(accountAppsDataSchema) } },
    },
    async (request) =>
      ok(request, { appList: await oldNumbers.apps(sessionOf(request).accountId, languageOf(request)) }),
  );

  app.get(
    ApiPath.getCodeNumberListByAccount,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(oldNumbersQuerySchema.shape),
        response: { 200: envelopeSchema(oldNumbersDataSchema) },
      },
    },
    async (request) =>
      ok(request, {
        list: await oldNumbers.numbers(sessionOf(request).accountId, request.query.app, languageOf(request)),
      }),
  );

  const appNumberRoute = { querystring: commonQuerySchema.extend(appNumberQuerySchema.shape) };
  app.get(
    ApiPath.subVerificationCodePhone,
    {
      onRequest: app.requireSession,
      schema: { ...appNumberRoute, response: { 200: envelopeSchema(codeSubDataSchema) } },
    },
    async (request) => {
      const { app: appId, number } = request.query;
      const data = await oldNumbers.subscribe(
        sessionOf(request).accountId,
        appId,
        number,
        languageOf(request),
      );
      return ok(request, data);
    },
  );

  app.get(
    ApiPath.releaseCodeNumber,
    {
      onRequest: app.requireSession,
      schema: { ...appNumberRoute, response: { 200: envelopeSchema(emptyDataSchema) } },
    },
    async (request) => {
      await oldNumbers.release(sessionOf(request).accountId, request.query.app, request.query.number);
      return ok(request, null);
    },
  );

  app.get(
    ApiPath.unSubVerificationCodePhone,
    {
      onRequest: app.requireSession,
      schema: { ...appNumberRoute, response: { 200: envelopeSchema(codeSubDataSchema) } },
    },
    async (request) => {
      const { app: appId, number } = request.query;
      const data = await oldNumbers.unsubscribe(
        sessionOf(request).accountId,
        appId,
        number,
        languageOf(request),
      );
      return ok(request, data);
    },
  );

  app.post(
    ApiPath.reSubVerificationCodePhone,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: reSubCodeBodySchema,
        response: { 200: envelopeSchema(reSubCodeDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      return ok(
        request,
        await oldNumbers.resubscribe(session.accountId, request.body.historyId, languageOf(request)),
      );
    },
  );

  app.get(
    ApiPath.getSubCodeNumberList,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(codeHistoryQuerySchema.shape),
        response: { 200: envelopeSchema(codeHistoryDataSchema) },
      },
    },
    async (request) =>
      ok(
        request,
        await codeHistory(app.db, sessionOf(request).accountId, request.query, languageOf(request)),
      ),
  );

  app.get(
    ApiPath.getCodeSmsList,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(oldNumberSmsQuerySchema.shape),
        response: { 200: envelopeSchema(oldNumberSmsDataSchema) },
      },
    },
    async (request) => ok(request, await oldNumbers.messages(sessionOf(request).accountId, request.query)),
  );

  app.post(
    ApiPath.sendCodeSms,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: sendCodeSmsBodySchema,
        response: { 200: envelopeSchema(sendCodeSmsDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      const { from, to, app: appId, text } = request.body;
      return ok(
        request,
        await sendFromCodeNumber({ db: app.db, ledger: app.ledger, rates }, session.accountId, {
          from,
          to,
          app: appId,
          text,
        }),
      );
    },
  );
};
