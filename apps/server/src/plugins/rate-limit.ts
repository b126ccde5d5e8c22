import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { Retcode } from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ShortLivedStore } from '../adapters/short-lived/index.ts';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors.ts';
import { sharedStore } from './rate-limit-store.ts';

/** Per-IP limits for a route that guards credentials or issues captchas; put under `config.rateLimit`. */
export function authRateLimit(config: Config): RateLimitOptions {
  return { max: config.rateLimit.authMax, timeWindow: config.rateLimit.authWindowMs };
}

/** Registers @fastify/rate-limit for routes that opt in, with shared counters and envelope answers. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { store: ShortLivedStore }) => {
    await app.register(rateLimit, {
      global: false,
      store: sharedStore(options.store),
      // With the counters' Redis away, requests pass unlimited rather than all failing; the login
      // guard and captchas still stand in the way of guessing.
      skipOnError: true,
      // The answer goes through the envelope error handler like every other failure.
      errorResponseBuilder: () => new AppError(Retcode.TOO_MANY_REQUESTS),
    });
  },
  { name: 'rate-limit' },
);
