import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import { registerConsoleCall } from '../../plugins/console-calls.ts';
import type { ConsoleRechargeService } from './console-recharge.service.ts';
import type { RechargeSettingsService } from './recharge-settings.service.ts';

/** The console's recharge settings: a brand's tiles, gifts and custom range, read and replaced. */
export const consoleRechargeRoutes: FastifyPluginAsync<{ recharge: ConsoleRechargeService }> = async (
  app,
  { recharge },
) => {
  registerConsoleCall(app, 'consoleRecharge', ({ query }) => recharge.read(query.brand));
  registerConsoleCall(app, 'consoleRechargeReplace', ({ operator, body, language }) =>
    recharge.replace(operator.operatorId, body, language),
  );
};

/**
 * getRechargeSettings: the recharge screen's tiles of the signed-in account's brand, or of the page's
 * brand for a visitor; the same settings paySubmit prices by.
 */
export const rechargeSettingsRoutes: FastifyPluginAsync<{ recharge: RechargeSettingsService }> = async (
  app,
  { recharge },
) => {
  registerCall(app, 'getRechargeSettings', async ({ request, session }) => ({
    recharge: await recharge.settingsFor(session?.brand ?? request.pageBrand),
  }));
};
