import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { RentedCodeNumberService } from './rented.service.ts';

/** The verification service's old-number side: apps, numbers, subscriptions, history, messages, sending. */
export const rentedCodeNumberRoutes: FastifyPluginAsync<{
  rentedCodeNumbers: RentedCodeNumberService;
}> = async (app, { rentedCodeNumbers }) => {
  registerCall(app, 'getAppListByAccount', async ({ session, language }) => ({
    appList: await rentedCodeNumbers.apps(session.accountId, language),
  }));
  registerCall(app, 'getCodeNumberListByAccount', async ({ session, query, language }) => ({
    list: await rentedCodeNumbers.numbers(session.accountId, query.app, language),
  }));
  registerCall(app, 'subVerificationCodePhone', ({ session, query, language }) =>
    rentedCodeNumbers.subscribe(session.accountId, query.app, query.number, language),
  );
  registerCall(app, 'releaseCodeNumber', async ({ session, query }) => {
    await rentedCodeNumbers.release(session.accountId, query.app, query.number);
    return null;
  });
  registerCall(app, 'unSubVerificationCodePhone', ({ session, query, language }) =>
    rentedCodeNumbers.unsubscribe(session.accountId, query.app, query.number, language),
  );
  registerCall(app, 'reSubVerificationCodePhone', ({ session, body, language }) =>
    rentedCodeNumbers.resubscribe(session.accountId, body.historyId, language),
  );
  registerCall(app, 'getSubCodeNumberList', ({ session, query, language }) =>
    rentedCodeNumbers.history(session.accountId, query, language),
  );
  registerCall(app, 'getCodeSmsList', ({ session, query }) =>
    rentedCodeNumbers.messages(session.accountId, query),
  );
  registerCall(app, 'sendCodeSms', ({ session, body }) => {
    const { from, to, app: appId, text } = body;
    return rentedCodeNumbers.send(session.accountId, { from, to, app: appId, text });
  });
};
