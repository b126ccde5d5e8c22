import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { PlanService } from './plan-change.service.ts';
import type { RenewalService } from './renewal.service.ts';
import type { SubscriptionService } from './subscriptions.service.ts';

/** Plans, plan changes and renting, renewing (Pay now), restoring and releasing numbers. */
export const subscriptionRoutes: FastifyPluginAsync<{
  plans: PlanService;
  subscriptions: SubscriptionService;
  renewals: RenewalService;
}> = async (app, { plans, subscriptions, renewals }) => {
  registerCall(app, 'getPlanList', async ({ session, query, language }) => ({
    planList: await plans.planList(session.brand, query.code, query.type, language),
  }));
  registerCall(app, 'getManagePlanList', ({ session, query, language }) =>
    plans.manage(session.accountId, session.brand, query.virtualNumber, language),
  );
  registerCall(app, 'preChangePlan', async ({ session, query, language }) => {
    const { virtualNumber, planId } = query;
    const options = await plans.preChange(session.accountId, session.brand, virtualNumber, planId, language);
    return { options };
  });
  registerCall(app, 'changePlan', ({ session, query, language }) =>
    plans.change(session.accountId, session.brand, query, language),
  );

  registerCall(app, 'subVirtualPhone', async ({ session, body, language }) => ({
    hint: await subscriptions.subscribe(session.accountId, session.brand, body, language),
  }));
  registerCall(app, 'reSubVirtualPhone', async ({ session, body, language }) => ({
    subHint: await subscriptions.resubscribe(session.accountId, session.brand, body.historyId, language),
  }));
  registerCall(app, 'renewVirtualPhone', ({ session, body, language }) => {
    const { telCode, phone } = body;
    return renewals.payNow(session.accountId, session.brand, { telCode, phone }, language);
  });
  registerCall(app, 'unSubVirtualPhone', async ({ session, body }) => {
    await subscriptions.unsubscribe(session.accountId, body.telCode, body.phone);
    return null;
  });
};
