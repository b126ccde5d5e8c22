/** The account's own security: password change and sessions. */
export { securityRoutes } from './security.routes.ts';
export { SecurityService } from './security.service.ts';
