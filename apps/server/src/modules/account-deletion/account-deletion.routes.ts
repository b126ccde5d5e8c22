import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/index.ts';
import { registerCall } from '../../plugins/calls.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';

/** deleteAccount: always the caller's own account, confirmed with its password. */
export const accountDeletionRoutes: FastifyPluginAsync<{
  deletion: AccountDeletionService;
  config: Config;
}> = async (app, { deletion, config }) => {
  registerCall(
    app,
    'deleteAccount',
    async ({ session, body }) => {
      await deletion.deleteAccount(session, body.password);
      return null;
    },
    // The password is checked here: guesses with a stolen session are limited like logins.
    { rateLimit: authRateLimit(config) },
  );
};
