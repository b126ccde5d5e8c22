/** The health probe. */
export { healthRoutes } from './health.routes.ts';
