/** deleteAccount: the route and the service that erases an account. */
export { accountDeletionRoutes } from './account-deletion.routes.ts';
export { AccountDeletionService } from './account-deletion.service.ts';
