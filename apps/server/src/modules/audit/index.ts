/** The audit log of operator actions: recorded in the action's own transaction, searched by the console. */
export { auditRoutes } from './audit.routes.ts';
export { AuditService } from './audit.service.ts';
