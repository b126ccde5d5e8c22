import { ApiPath, balanceDataSchema, commonQuerySchema, envelopeSchema } from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { LedgerService } from './ledger.service.ts';

/** queryBalance: the caller's balance from the ledger projection. */
export const ledgerRoutes: FastifyPluginAsyncZod<{ ledger: LedgerService }> = async (app, { ledger }) => {
  app.get(
    ApiPath.queryBalance,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(balanceDataSchema) } },
    },
    async (request) => ok(request, { balance: await ledger.balance(sessionOf(request).accountId) }),
  );
};
