import { CAPTCHA_ANSWER_HEADER } from '@switchboard/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/index.ts';
import { registerBytesCall } from '../../plugins/calls.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import type { CaptchaService } from './captcha.service.ts';

/** GET /captcha and /genCaptcha: an SVG image; the answer stays on the server as an HMAC. */
export const captchaRoutes: FastifyPluginAsync<{ captcha: CaptchaService; config: Config }> = async (
  app,
  { captcha, config },
) => {
  for (const call of ['captcha', 'genCaptcha'] as const) {
    registerBytesCall(
      app,
      call,
      async ({ reply, query }) => {
        const { svg, answer } = await captcha.issue(query.captchaId);
        if (config.verification.revealCaptchaAnswers) reply.header(CAPTCHA_ANSWER_HEADER, answer);
        // A captcha is single-use, so a cached image would show an answer that no longer exists.
        return reply.header('cache-control', 'no-store').type('image/svg+xml; charset=utf-8').send(svg);
      },
      { rateLimit: authRateLimit(config) },
    );
  }
};
