/** Bill, call, SMS and subscription histories. */
export { historyRoutes } from './history.routes.ts';
export { HistoryService } from './history.service.ts';
