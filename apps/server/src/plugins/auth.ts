import { AUTH_HEADER, type BrandId, Retcode } from '@switchboard/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import type { AuthContext, SessionService } from '../modules/sessions/sessions.service.ts';
import { say } from '../text/sentence.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, once `app.requireSession` ran on the route. */
    session: AuthContext | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in caller; runs before the body is even read. */
    requireSession(request: FastifyRequest): Promise<void>;
  }
}

/** The x-auth-token header, if it is a single value. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[AUTH_HEADER];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** The caller of an authenticated route; throws when the route forgot `requireSession`. */
export function sessionOf(request: FastifyRequest): AuthContext {
  if (request.session === null) throw new AppError(Retcode.NOT_LOGGED_IN);
  return request.session;
}

/** Refuses a body whose platform is not the signed-in account's brand: one brand's session never acts on another. */
export function assertPlatform(auth: AuthContext, platform: BrandId): void {
  if (platform !== auth.brand) {
    throw new AppError(
      Retcode.INVALID_PARAMETER,
      `platform: "${platform}" is not the brand of this session`,
      {
        say: say('wrongBrand'),
      },
    );
  }
}

/** Adds `request.session` and the `requireSession` hook. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionService }) => {
    app.decorateRequest('session', null);
    app.decorate('requireSession', async (request: FastifyRequest) => {
      request.session = await options.sessions.authenticate(tokenOf(request));
    });
  },
  { name: 'auth' },
);
