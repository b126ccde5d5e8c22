import { ApiPath, CAPTCHA_ANSWER_HEADER, captchaQuerySchema, commonQuerySchema } from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/index.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import type { CaptchaService } from './captcha.service.ts';

/** GET /captcha and /genCaptcha: an SVG image; the answer stays on the server as an HMAC. */
export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: CaptchaService; config: Config }> = async (
  app,
  { captcha, config },
) => {
  for (const url of [ApiPath.captcha, ApiPath.genCaptcha]) {
    app.get(
      url,
      {
        config: { rateLimit: authRateLimit(config) },
        schema: { querystring: commonQuerySchema.extend(captchaQuerySchema.shape) },
      },
      async (request, reply) => {
        const { svg, answer } = await captcha.issue(request.query.captchaId);
        if (config.verification.revealCaptchaAnswers) reply.header(CAPTCHA_ANSWER_HEADER, answer);
        // A captcha is single-use, so a cached image would show an answer that no longer exists.
        return reply.header('cache-control', 'no-store').type('image/svg+xml; charset=utf-8').send(svg);
      },
    );
  }
};
