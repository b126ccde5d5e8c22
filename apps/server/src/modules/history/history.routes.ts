import {
  ApiPath,
  billListDataSchema,
  billListQuerySchema,
  callListDataSchema,
  commonQuerySchema,
  envelopeSchema,
  pagedMonthQuerySchema,
  smsListDataSchema,
  subscriptionListDataSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { languageOf, ok } from '../../plugins/envelope.ts';
import type { HistoryService } from './history.service.ts';

/** The month histories of the account area: bills, calls, SMS and subscriptions. */
export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (app, { history }) => {
  const pagedQuery = commonQuerySchema.extend(pagedMonthQuerySchema.shape);

  app.get(
    ApiPath.getBillList,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(billListQuerySchema.shape),
        response: { 200: envelopeSchema(billListDataSchema) },
      },
    },
    async (request) =>
      ok(request, await history.bills(sessionOf(request).accountId, request.query, languageOf(request))),
  );

  app.get(
    ApiPath.getCallList,
    {
      onRequest: app.requireSession,
      schema: { querystring: pagedQuery, response: { 200: envelopeSchema(callListDataSchema) } },
    },
    async (request) => ok(request, await history.calls(sessionOf(request).accountId, request.query)),
  );

  app.get(
    ApiPath.getNormalSmsList,
    {
      onRequest: app.requireSession,
      schema: { querystring: pagedQuery, response: { 200: envelopeSchema(smsListDataSchema) } },
    },
    async (request) => ok(request, await history.sms(sessionOf(request).accountId, request.query)),
  );

  app.get(
    ApiPath.getSubscriptionList,
    {
      onRequest: app.requireSession,
      schema: { querystring: pagedQuery, response: { 200: envelopeSchema(subscriptionListDataSchema) } },
    },
    async (request) => {
      const { accountId, brand } = sessionOf(request);
      return ok(request, await history.subscriptions(accountId, brand, request.query, languageOf(request)));
    },
  );
};
