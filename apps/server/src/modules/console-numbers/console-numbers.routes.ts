import type { FastifyPluginAsync } from 'fastify';
import { registerConsoleCall } from '../../plugins/console-calls.ts';
import type { CarrierStockService } from './carrier-stock.service.ts';
import type { ConsoleNumberService } from './console-numbers.service.ts';

/**
 * The console's number inventory: the list, CSV imports, the carrier's stock (search, buy, give back),
 * releases, restores, gifts and the verification pool.
 */
export const consoleNumberRoutes: FastifyPluginAsync<{
  numbers: ConsoleNumberService;
  stock: CarrierStockService;
}> = async (app, { numbers, stock }) => {
  registerConsoleCall(app, 'consoleNumbers', ({ query }) => numbers.list(query));

  registerConsoleCall(app, 'consoleNumbersImport', ({ operator, body, language }) =>
    numbers.import(operator.operatorId, body.csv, language),
  );

  registerConsoleCall(app, 'consoleCarrierSearch', ({ query }) => stock.search(query));

  registerConsoleCall(app, 'consoleCarrierBuy', ({ operator, body }) => stock.buy(operator.operatorId, body));

  registerConsoleCall(app, 'consoleCarrierReturn', ({ operator, body }) =>
    stock.giveBack(operator.operatorId, body),
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
