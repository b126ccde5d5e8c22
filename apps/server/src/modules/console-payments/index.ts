/** The console's payment orders: the list across accounts, one order with its provider events, refunds, daily totals. */
export { consolePaymentRoutes } from './console-payments.routes.ts';
export { type ConsolePaymentServices, createConsolePayments } from './console-payments.services.ts';
