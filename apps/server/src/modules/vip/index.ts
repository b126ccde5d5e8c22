/** wetalk's VIP membership. */

export { vipRoutes } from './vip.routes.ts';
export { VipService } from './vip.service.ts';
