import type { OutboxMessage } from '@switchboard/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { registerSiteCall } from '../../plugins/site-calls.ts';

/** GET the outbox (registered outside production only): the newest codes and mails, newest first. */
export const outboxRoutes: FastifyPluginAsync<{ outbox: () => Promise<OutboxMessage[]> }> = async (
  app,
  { outbox },
) => {
  registerSiteCall(app, 'simulatorOutbox', async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return outbox();
  });
};
