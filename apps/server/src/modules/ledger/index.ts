/** The ledger: queryBalance and every money movement. */
export { ledgerRoutes } from './ledger.routes.ts';
export { LedgerService } from './ledger.service.ts';
