import type { FastifyPluginAsync } from 'fastify';
import { registerConsoleCall } from '../../plugins/console-calls.ts';
import type { ConsoleCodeAppService } from './code-apps.service.ts';

/** The console's verification apps: list with fees, edit an app, set its fees in a country. */
export const consoleCodeAppRoutes: FastifyPluginAsync<{ codeApps: ConsoleCodeAppService }> = async (
  app,
  { codeApps },
) => {
  registerConsoleCall(app, 'consoleCodeApps', ({ query, language }) => codeApps.list(query.q, language));
  registerConsoleCall(app, 'consoleCodeAppUpdate', ({ operator, body, language }) =>
    codeApps.update(operator.operatorId, body, language),
  );
  registerConsoleCall(app, 'consoleCodeAppFee', ({ operator, body, language }) =>
    codeApps.setFee(operator.operatorId, body, language),
  );
};
