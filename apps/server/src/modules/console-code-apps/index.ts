/** The console's verification apps: names in both languages, order, on/off, redirection and fees per country. */

export { consoleCodeAppRoutes } from './code-apps.routes.ts';
export { ConsoleCodeAppService } from './code-apps.service.ts';
