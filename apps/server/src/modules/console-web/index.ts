/** The built operator console, served under CONSOLE_PATH. */
export { consoleWebRoutes } from './console-web.routes.ts';
