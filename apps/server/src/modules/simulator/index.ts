/** The simulator's page and message injection (not in production). */
export { simulatorRoutes } from './simulator.routes.ts';
