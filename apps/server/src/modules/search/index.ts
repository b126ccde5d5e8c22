/** Search over the account's own messages. */

export { searchRoutes } from './search.routes.ts';
export { SearchService } from './search.service.ts';
