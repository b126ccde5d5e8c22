import type { FastifyPluginAsync } from 'fastify';
import { registerConsoleCall } from '../../plugins/console-calls.ts';
import type { ConsoleCatalogueServices } from './catalogue.services.ts';

/** The console's catalogue: the SMS/MMS price list and the banner ads. */
export const consoleCatalogueRoutes: FastifyPluginAsync<{ catalogue: ConsoleCatalogueServices }> = async (
  app,
  { catalogue: { rates, banners } },
) => {
  registerConsoleCall(app, 'consoleRates', ({ query, language }) => rates.list(query.q, language));
  registerConsoleCall(app, 'consoleRateUpdate', ({ operator, body, language }) =>
    rates.update(operator.operatorId, body, language),
  );

  registerConsoleCall(app, 'consoleBanners', () => banners.list());
  registerConsoleCall(app, 'consoleBannerCreate', ({ operator, body }) =>
    banners.create(operator.operatorId, body),
  );
  registerConsoleCall(app, 'consoleBannerUpdate', ({ operator, body }) =>
    banners.update(operator.operatorId, body),
  );
  registerConsoleCall(app, 'consoleBannerDelete', ({ operator, body }) =>
    banners.delete(operator.operatorId, body),
  );
  registerConsoleCall(app, 'consoleBannerMove', ({ operator, body }) =>
    banners.move(operator.operatorId, body),
  );
};
