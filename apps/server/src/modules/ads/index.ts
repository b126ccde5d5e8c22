/** getAdConfig and the banners read from ADS_JSON. */
export { adRoutes, adsFromEnv } from './ads.routes.ts';
