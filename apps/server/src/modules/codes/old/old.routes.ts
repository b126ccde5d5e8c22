import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../../plugins/calls.ts';
import type { OldNumberService } from './old.service.ts';

/** The verification service's old-number side: apps, numbers, subscriptions, history, messages, sending. */
export const oldCodeRoutes: FastifyPluginAsync<{ oldNumbers: OldNumberService }> = async (
  app,
  { oldNumbers },
) => {
  registerCall(app, 'getAppListByAccount', async ({ session, language }) => ({
    appList: await oldNumbers.apps(session.accountId, language),
  }));
  registerCall(app, 'getCodeNumberListByAccount', async ({ session, query, language }) => ({
    list: await oldNumbers.numbers(session.accountId, query.app, language),
  }));
  registerCall(app, 'subVerificationCodePhone', ({ session, query, language }) =>
    oldNumbers.subscribe(session.accountId, query.app, query.number, language),
  );
  registerCall(app, 'releaseCodeNumber', async ({ session, query }) => {
    await oldNumbers.release(session.accountId, query.app, query.number);
    return null;
  });
  registerCall(app, 'unSubVerificationCodePhone', ({ session, query, language }) =>
    oldNumbers.unsubscribe(session.accountId, query.app, query.number, language),
  );
  registerCall(app, 'reSubVerificationCodePhone', ({ session, body, language }) =>
    oldNumbers.resubscribe(session.accountId, body.historyId, language),
  );
  registerCall(app, 'getSubCodeNumberList', ({ session, query, language }) =>
    oldNumbers.history(session.accountId, query, language),
  );
  registerCall(app, 'getCodeSmsList', ({ session, query }) => oldNumbers.messages(session.accountId, query));
  registerCall(app, 'sendCodeSms', ({ session, body }) => {
    const { from, to, app: appId, text } = body;
    return oldNumbers.send(session.accountId, { from, to, app: appId, text });
  });
};
