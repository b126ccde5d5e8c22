/** A brand's recharge settings as data: the per-node cache pricing reads, and the console's editing. */

export { ConsoleRechargeService } from './console-recharge.service.ts';
export { consoleRechargeRoutes, rechargeSettingsRoutes } from './recharge.routes.ts';
export { RechargeSettingsService } from './recharge-settings.service.ts';
