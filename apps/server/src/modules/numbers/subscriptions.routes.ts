import {
  ApiPath,
  changePlanDataSchema,
  changePlanQuerySchema,
  commonQuerySchema,
  emptyDataSchema,
  envelopeSchema,
  managePlanDataSchema,
  planListDataSchema,
  planListQuerySchema,
  preChangePlanDataSchema,
  preChangePlanQuerySchema,
  renewDataSchema,
  renewVirtualPhoneBodySchema,
  reSubscribeDataSchema,
  reSubVirtualPhoneBodySchema,
  subscribeDataSchema,
  subVirtualPhoneBodySchema,
  unSubVirtualPhoneBodySchema,
  virtualNumberQuerySchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { languageOf, ok } from '../../plugins/envelope.ts';
import type { PlanService } from './plan-change.service.ts';
import type { RenewalService } from './renewal.service.ts';
import type { SubscriptionService } from './subscriptions.service.ts';

/** Plans, plan changes and renting, renewing (Pay now), restoring and releasing numbers. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{
  plans: PlanService;
  subscriptions: SubscriptionService;
  renewals: RenewalService;
}> = async (app, { plans, subscriptions, renewals }) => {
  app.get(
    ApiPath.getPlanList,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(planListQuerySchema.shape),
        response: { 200: envelopeSchema(planListDataSchema) },
      },
    },
    async (request) => {
      const { code, type } = request.query;
      return ok(request, {
        planList: plans.planList(sessionOf(request).brand, code, type, languageOf(request)),
      });
    },
  );

  app.get(
    ApiPath.getManagePlanList,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(virtualNumberQuerySchema.shape),
        response: { 200: envelopeSchema(managePlanDataSchema) },
      },
    },
    async (request) => {
      const { accountId, brand } = sessionOf(request);
      return ok(
        request,
        await plans.manage(accountId, brand, request.query.virtualNumber, languageOf(request)),
      );
    },
  );

  app.get(
    ApiPath.preChangePlan,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(preChangePlanQuerySchema.shape),
        response: { 200: envelopeSchema(preChangePlanDataSchema) },
      },
    },
    async (request) => {
      const { accountId, brand } = sessionOf(request);
      const { virtualNumber, planId } = request.query;
      const options = await plans.preChange(accountId, brand, virtualNumber, planId, languageOf(request));
      return ok(request, { options });
    },
  );

  app.get(
    ApiPath.changePlan,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(changePlanQuerySchema.shape),
        response: { 200: envelopeSchema(changePlanDataSchema) },
      },
    },
    async (request) => {
      const { accountId, brand } = sessionOf(request);
      return ok(request, await plans.change(accountId, brand, request.query, languageOf(request)));
    },
  );

  app.post(
    ApiPath.subVirtualPhone,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: subVirtualPhoneBodySchema,
        response: { 200: envelopeSchema(subscribeDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      const hint = await subscriptions.subscribe(
        session.accountId,
        session.brand,
        request.body,
        languageOf(request),
      );
      return ok(request, { hint });
    },
  );

  app.post(
    ApiPath.reSubVirtualPhone,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: reSubVirtualPhoneBodySchema,
        response: { 200: envelopeSchema(reSubscribeDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      const { historyId } = request.body;
      const subHint = await subscriptions.resubscribe(
        session.accountId,
        session.brand,
        historyId,
        languageOf(request),
      );
      return ok(request, { subHint });
    },
  );

  app.post(
    ApiPath.renewVirtualPhone,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: renewVirtualPhoneBodySchema,
        response: { 200: envelopeSchema(renewDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      const { telCode, phone } = request.body;
      return ok(
        request,
        await renewals.payNow(session.accountId, session.brand, { telCode, phone }, languageOf(request)),
      );
    },
  );

  app.post(
    ApiPath.unSubVirtualPhone,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: unSubVirtualPhoneBodySchema,
        response: { 200: envelopeSchema(emptyDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      await subscriptions.unsubscribe(session.accountId, request.body.telCode, request.body.phone);
      return ok(request, null);
    },
  );
};
