/** The console's operations page: nodes, database, Redis, background jobs, undelivered messages, outbox. */
export { consoleOperationRoutes } from './console-operations.routes.ts';
export type { OperationsService } from './console-operations.service.ts';
export { createOperations } from './console-operations.services.ts';
