/** The console's number inventory: the list with its filters, CSV imports, releases and restores, gifts by hand and the verification pool. */
export { consoleNumberRoutes } from './console-numbers.routes.ts';
export { ConsoleNumberService } from './console-numbers.service.ts';
