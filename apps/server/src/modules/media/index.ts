/** Media of messages: reading them and the service that stores them. */
export { mediaRoutes } from './media.routes.ts';
export { MediaService } from './media.service.ts';
