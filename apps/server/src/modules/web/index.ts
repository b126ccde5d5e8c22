/** The built web client, with the brand written into index.html. */
export { webRoutes } from './web.routes.ts';
