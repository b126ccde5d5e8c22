import { envelopeSchema, outboxMessageSchema, SIMULATOR_OUTBOX_PATH } from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '../../adapters/mail/outbox.ts';
import type { Db } from '../../db/types.ts';
import { ok } from '../../plugins/envelope.ts';

/** GET the outbox (registered outside production only): the newest codes and mails, newest first. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    SIMULATOR_OUTBOX_PATH,
    { schema: { response: { 200: envelopeSchema(z.array(outboxMessageSchema)) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request, await listOutbox(db));
    },
  );
};
