import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { AccountService } from './accounts.service.ts';

/** getAccountInfo: the caller's own phone and email, never anyone else's. */
export const accountRoutes: FastifyPluginAsync<{ accounts: AccountService }> = async (app, { accounts }) => {
  registerCall(app, 'getAccountInfo', ({ session }) => accounts.info(session.accountId));
};
