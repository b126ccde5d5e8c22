import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { HistoryService } from './history.service.ts';

/** The month histories of the account area: bills, calls, SMS and subscriptions. */
export const historyRoutes: FastifyPluginAsync<{ history: HistoryService }> = async (app, { history }) => {
  registerCall(app, 'getBillList', ({ session, query, language }) =>
    history.bills(session.accountId, query, language),
  );
  registerCall(app, 'getCallList', ({ session, query }) => history.calls(session.accountId, query));
  registerCall(app, 'getNormalSmsList', ({ session, query }) => history.sms(session.accountId, query));
  registerCall(app, 'getSubscriptionList', ({ session, query, language }) =>
    history.subscriptions(session.accountId, session.brand, query, language),
  );
};
