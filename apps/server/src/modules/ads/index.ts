/** getAdConfig from the banner_ads table, seeded from ADS_JSON when empty. */
export { adRoutes, adsFromEnv } from './ads.routes.ts';
export { AdService, imageOrigin } from './ads.service.ts';
