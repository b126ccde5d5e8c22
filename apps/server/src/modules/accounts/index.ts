/** Accounts per brand: getAccountInfo and the account service. */
export { accountRoutes } from './accounts.routes.ts';
export { AccountService } from './accounts.service.ts';
