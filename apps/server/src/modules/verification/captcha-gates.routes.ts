import {
  ApiPath,
  commonQuerySchema,
  confirmCaptchaDataSchema,
  confirmCaptchaQuerySchema,
  envelopeSchema,
  sliderPuzzleDataSchema,
  verifySliderBodySchema,
  verifySliderDataSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/index.ts';
import { ok } from '../../plugins/envelope.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import type { GateService } from './gates.service.ts';

/** confirmCaptcha, sliderCaptcha, verifySlider: proofs a person is there, limited per IP like login. */
export const captchaGateRoutes: FastifyPluginAsyncZod<{ gates: GateService; config: Config }> = async (
  app,
  { gates, config },
) => {
  const limited = { rateLimit: authRateLimit(config) };

  app.get(
    ApiPath.confirmCaptcha,
    {
      config: limited,
      schema: {
        querystring: commonQuerySchema.extend(confirmCaptchaQuerySchema.shape),
        response: { 200: envelopeSchema(confirmCaptchaDataSchema) },
      },
    },
    async (request) => {
      const { captchaId, inputCaptcha, nextApi } = request.query;
      return ok(request, await gates.confirmCaptcha(captchaId, inputCaptcha, nextApi, request.ip));
    },
  );

  app.get(
    ApiPath.sliderCaptcha,
    {
      config: limited,
      schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(sliderPuzzleDataSchema) } },
    },
    async (request, reply) => {
      // Every puzzle is single-use, so a cached one would always fail.
      reply.header('cache-control', 'no-store');
      return ok(request, await gates.issueSlider());
    },
  );

  app.post(
    ApiPath.verifySlider,
    {
      config: limited,
      schema: {
        querystring: commonQuerySchema,
        body: verifySliderBodySchema,
        response: { 200: envelopeSchema(verifySliderDataSchema) },
      },
    },
    async (request) => {
      const { sliderId, x, trail, pow } = request.body;
      return ok(request, await gates.verifySlider({ sliderId, x, trail, pow }, request.ip));
    },
  );
};
