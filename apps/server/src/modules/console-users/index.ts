/** The console's users: search, the user page, suspension, sign-out, deletion and balance adjustments. */
export { consoleUserRoutes } from './console-users.routes.ts';
export { type ConsoleUserServices, createConsoleUsers } from './create-console-users.ts';
