import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { LedgerService } from './ledger.service.ts';

/** queryBalance: the caller's balance from the ledger projection. */
export const ledgerRoutes: FastifyPluginAsync<{ ledger: LedgerService }> = async (app, { ledger }) => {
  registerCall(app, 'queryBalance', async ({ session }) => ({
    balance: await ledger.balance(session.accountId),
  }));
};
