/** The console's number inventory: the list with its filters, CSV imports, the carrier's stock, releases and restores, gifts by hand and the verification pool. */
export { CarrierStockService } from './carrier-stock.service.ts';
export { consoleNumberRoutes } from './console-numbers.routes.ts';
export { ConsoleNumberService } from './console-numbers.service.ts';
