import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/index.ts';
import { registerCall } from '../../plugins/calls.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import type { GateService } from './gates.service.ts';

/** confirmCaptcha, sliderCaptcha, verifySlider: proofs a person is there, limited per IP like login. */
export const captchaGateRoutes: FastifyPluginAsync<{ gates: GateService; config: Config }> = async (
  app,
  { gates, config },
) => {
  const limited = { rateLimit: authRateLimit(config) };

  registerCall(
    app,
    'confirmCaptcha',
    ({ request, query }) =>
      gates.confirmCaptcha(query.captchaId, query.inputCaptcha, query.nextApi, request.ip),
    limited,
  );

  registerCall(
    app,
    'sliderCaptcha',
    ({ reply }) => {
      // Every puzzle is single-use, so a cached one would always fail.
      reply.header('cache-control', 'no-store');
      return gates.issueSlider();
    },
    limited,
  );

  registerCall(
    app,
    'verifySlider',
    ({ request, body }) => {
      const { sliderId, x, trail, pow } = body;
      return gates.verifySlider({ sliderId, x, trail, pow }, request.ip);
    },
    limited,
  );
};
