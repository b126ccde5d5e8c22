import type { FastifyPluginAsync } from 'fastify';
import { registerConsoleCall } from '../../plugins/console-calls.ts';
import type { OperationsService } from './console-operations.service.ts';

/** The console's operations page: the state of the nodes, the database, Redis, jobs and dispatch. */
export const consoleOperationRoutes: FastifyPluginAsync<{ operations: OperationsService }> = async (
  app,
  { operations },
) => {
  registerConsoleCall(app, 'consoleOperations', () => operations.state());
};
