/** Numbers: inventory, search, plans, renting and renewals, call settings, the renewal clock. */
export { COUNTRY_CALLING_CODES } from './numbers.inventory.ts';
export { kindOf } from './numbers.kinds.ts';
export { createNumberShop, type NumberShopServices } from './numbers.module.ts';
export { numberRoutes } from './numbers.routes.ts';
export { searchInventory } from './numbers.search.ts';
export { NumberService } from './numbers.service.ts';
export { PlanCatalogService } from './plan-catalog.ts';
export { renewalClockRoutes } from './renewal-clock.routes.ts';
export { RenewalClockService } from './renewal-clock.service.ts';
export { liveSubscription } from './subscriptions.repo.ts';
export { subscriptionRoutes } from './subscriptions.routes.ts';
export { releaseSubscription } from './subscriptions.service.ts';
