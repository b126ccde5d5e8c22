import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { VipService } from './vip.service.ts';

/** getVipInfo and buyVip, always on the caller's own membership. */
export const vipRoutes: FastifyPluginAsync<{ vip: VipService }> = async (app, { vip }) => {
  registerCall(app, 'getVipInfo', ({ session }) => vip.info(session.accountId, session.brand));
  registerCall(app, 'buyVip', ({ session, body }) =>
    vip.buy(session.accountId, session.brand, body.expireDate),
  );
};
