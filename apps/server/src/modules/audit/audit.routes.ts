import type { FastifyPluginAsync } from 'fastify';
import { registerConsoleCall } from '../../plugins/console-calls.ts';
import type { AuditService } from './audit.service.ts';

/** The console's audit log search. */
export const auditRoutes: FastifyPluginAsync<{ audit: AuditService }> = async (app, { audit }) => {
  registerConsoleCall(app, 'consoleAudit', ({ query }) => audit.list(query));
};
