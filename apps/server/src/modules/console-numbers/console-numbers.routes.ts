import type { FastifyPluginAsync } from 'fastify';
import { registerConsoleCall } from '../../plugins/console-calls.ts';
import type { ConsoleNumberService } from './console-numbers.service.ts';

/** The console's number inventory: the list, CSV imports, releases, restores, gifts and the verification pool. */
export const consoleNumberRoutes: FastifyPluginAsync<{ numbers: ConsoleNumberService }> = async (
  app,
  { numbers },
) => {
  registerConsoleCall(app, 'consoleNumbers', ({ query }) => numbers.list(query));

  registerConsoleCall(app, 'consoleNumbersImport', ({ operator, body, language }) =>
    numbers.import(operator.operatorId, body.csv, language),
  );

  registerConsoleCall(app, 'consoleNumberRelease', ({ operator, body }) =>
    numbers.release({ operatorId: operator.operatorId, ...body }),
  );

  registerConsoleCall(app, 'consoleNumberRestore', ({ operator, body }) =>
    numbers.restore({ operatorId: operator.operatorId, ...body }),
  );

  registerConsoleCall(app, 'consoleNumberPlans', ({ query, language }) =>
    numbers.gifts.plans(query, language),
  );

  registerConsoleCall(app, 'consoleNumberAssign', ({ operator, body }) =>
    numbers.gifts.assign({ operatorId: operator.operatorId, ...body }),
  );

  registerConsoleCall(app, 'consoleCodePool', ({ query, language }) => numbers.pool.list(query, language));

  registerConsoleCall(app, 'consoleCodePoolAdd', ({ operator, body }) =>
    numbers.pool.add({ operatorId: operator.operatorId, ...body }),
  );

  registerConsoleCall(app, 'consoleCodePoolRemove', ({ operator, body }) =>
    numbers.pool.remove({ operatorId: operator.operatorId, ...body }),
  );
};
