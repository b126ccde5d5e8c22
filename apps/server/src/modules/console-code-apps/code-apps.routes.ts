import type { FastifyPluginAsync } from 'fastify';
import { registerConsoleCall } from '../../plugins/console-calls.ts';
import type { ConsoleCodeAppService } from './code-apps.service.ts';

/** The console's verification apps: list with fees, add, edit or delete an app, set its fees in a country. */
export const consoleCodeAppRoutes: FastifyPluginAsync<{ codeApps: ConsoleCodeAppService }> = async (
  app,
  { codeApps },
) => {
  registerConsoleCall(app, 'consoleCodeApps', ({ query, language }) => codeApps.list(query.q, language));
  registerConsoleCall(app, 'consoleCodeAppUpdate', ({ operator, body, language }) =>
    codeApps.update(operator.operatorId, body, language),
  );
  registerConsoleCall(app, 'consoleCodeAppCreate', ({ operator, body, language }) =>
    codeApps.create(operator.operatorId, body, language),
  );
  registerConsoleCall(app, 'consoleCodeAppDelete', ({ operator, body }) =>
    codeApps.delete(operator.operatorId, body),
  );
  registerConsoleCall(app, 'consoleCodeAppFee', ({ operator, body, language }) =>
    codeApps.setFee(operator.operatorId, body, language),
  );
};
