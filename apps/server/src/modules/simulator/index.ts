/** The simulator's page, message injection and toll-free decisions (not in production). */
export { simulatorRoutes } from './simulator.routes.ts';
export { tollFreeRoutes } from './toll-free.routes.ts';
export { TollFreeReviewService } from './toll-free.service.ts';
