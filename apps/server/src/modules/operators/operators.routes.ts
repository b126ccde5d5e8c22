import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config/index.ts';
import { registerConsoleCall } from '../../plugins/console-calls.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import type { OperatorOrigin } from './operator-sessions.service.ts';
import type { OperatorService } from './operators.service.ts';

function originOf(request: FastifyRequest): OperatorOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

/** The console's sign-in, sign-out, setup link and operator management (create, disable, enable) calls. */
export const operatorRoutes: FastifyPluginAsync<{ operators: OperatorService; config: Config }> = async (
  app,
  { operators, config },
) => {
  // Calls that check credentials or a setup link are limited per address, like the user's login.
  const limited = { rateLimit: authRateLimit(config) };
  registerConsoleCall(
    app,
    'consoleLogin',
    ({ request, body }) => operators.login(body, originOf(request)),
    limited,
  );
  registerConsoleCall(app, 'consoleLogout', async ({ operator }) => {
    await operators.logout(operator);
    return null;
  });
  registerConsoleCall(app, 'consoleMe', ({ operator }) => operators.me(operator));
  registerConsoleCall(
    app,
    'consoleSetupInfo',
    ({ query }) => operators.setup.info(query.setupToken),
    limited,
  );
  registerConsoleCall(
    app,
    'consoleSetup',
    ({ request, body }) => operators.setup.complete(body, originOf(request)),
    limited,
  );
  registerConsoleCall(app, 'consoleOperators', () => operators.list());
  registerConsoleCall(app, 'consoleOperatorCreate', ({ operator, body }) => operators.create(operator, body));
  registerConsoleCall(app, 'consoleOperatorDisable', ({ operator, body }) =>
    operators.status.disable(operator, body),
  );
  registerConsoleCall(app, 'consoleOperatorEnable', ({ operator, body }) =>
    operators.status.enable(operator, body),
  );
};
