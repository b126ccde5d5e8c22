import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { PushService } from './push.service.ts';

/** The push calls: the key to subscribe with, and a browser's subscription kept or forgotten. */
export const pushRoutes: FastifyPluginAsync<{ push: PushService }> = async (app, { push }) => {
  registerCall(app, 'getPushSettings', () => push.settings());
  registerCall(app, 'savePushSubscription', async ({ session, body, language }) => {
    await push.save(session, body, language);
    return null;
  });
  registerCall(app, 'deletePushSubscription', async ({ session, body }) => {
    await push.remove(session.accountId, body.endpoint);
    return null;
  });
};
