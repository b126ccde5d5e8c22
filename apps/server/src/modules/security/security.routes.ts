import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/index.ts';
import { registerCall } from '../../plugins/calls.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import type { SecurityService } from './security.service.ts';

/** changePassword and the account's sessions: always about the caller's own account. */
export const securityRoutes: FastifyPluginAsync<{ security: SecurityService; config: Config }> = async (
  app,
  { security, config },
) => {
  registerCall(
    app,
    'changePassword',
    async ({ session, body }) => {
      await security.changePassword(session, body.oldPassword, body.newPassword);
      return null;
    },
    // The current password is checked here too: guesses with a stolen session are limited like logins.
    { rateLimit: authRateLimit(config) },
  );

  registerCall(app, 'getSessionList', async ({ session }) => ({ sessions: await security.list(session) }));

  registerCall(app, 'signOutSession', async ({ session, body }) => {
    await security.signOut(session, body.sessionId);
    return null;
  });

  registerCall(app, 'signOutOtherSessions', async ({ session }) => ({
    count: await security.signOutOthers(session),
  }));
};
