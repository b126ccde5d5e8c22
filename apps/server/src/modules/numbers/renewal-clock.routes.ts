import type { FastifyPluginAsync } from 'fastify';
import { registerSiteCall } from '../../plugins/site-calls.ts';
import type { RenewalClockService } from './renewal-clock.service.ts';

/** The simulator's renewal clock (outside production only): days pass for one number, then the renewals run. */
export const renewalClockRoutes: FastifyPluginAsync<{ clock: RenewalClockService }> = async (
  app,
  { clock },
) => {
  registerSiteCall(app, 'simulatorRenewals', ({ body }) => clock.letDaysPass(body.number, body.days));
};
