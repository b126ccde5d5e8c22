/** Web Push: browsers' subscriptions per session, and new incoming messages pushed to them. */
export { pushRoutes } from './push.routes.ts';
export { PushService } from './push.service.ts';
