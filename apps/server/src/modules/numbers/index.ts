/** Numbers: inventory, search, plans, renting and renewals, call settings, the renewal clock. */
export { createNumberShop, type NumberShopServices } from './numbers.module.ts';
export { numberRoutes } from './numbers.routes.ts';
export { searchInventory } from './numbers.search.ts';
export { NumberService } from './numbers.service.ts';
export { renewalClockRoutes } from './renewal-clock.routes.ts';
export { RenewalClockService } from './renewal-clock.service.ts';
export { subscriptionRoutes } from './subscriptions.routes.ts';
