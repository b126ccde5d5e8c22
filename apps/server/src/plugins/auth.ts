import { AUTH_HEADER, type BrandId, isBrandId, Retcode } from '@switchboard/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { AppError } from '../errors.ts';
import type { AuthContext, SessionService } from '../modules/sessions/sessions.service.ts';
import { say } from '../text/sentence.ts';
import { hostBrand } from './brand.ts';

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

/**
 * The brand a request without a body names: its `platform` query field when given, else a host that
 * names a brand (host map or first label). Undefined when neither does; nothing can be compared then.
 */
function namedBrandWithoutBody(request: FastifyRequest, config: Pick<Config, 'brandHosts'>): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  const platform = Array.isArray(query?.platform) ? query.platform[0] : query?.platform;
  return platform ?? hostBrand(request.headers.host, config);
}

/**
 * Requests without a body (GET, HEAD, DELETE) carry no body `platform`, so the brand they name is
 * checked against the session here, with the same answer a body of another brand gets.
 */
function assertBrandWithoutBody(request: FastifyRequest, auth: AuthContext, config: Config): void {
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'DELETE') return;
  const named = namedBrandWithoutBody(request, config);
  if (named === undefined) return;
  if (typeof named !== 'string' || !isBrandId(named))
    throw new AppError(Retcode.UNKNOWN_BRAND, `platform: ${JSON.stringify(named)} is not a brand`);
  assertPlatform(auth, named);
}

/** Adds `request.session` and the `requireSession` hook. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionService; config: Config }) => {
    app.decorateRequest('session', null);
    app.decorate('requireSession', async (request: FastifyRequest) => {
      const session = await options.sessions.authenticate(tokenOf(request));
      assertBrandWithoutBody(request, session, options.config);
      request.session = session;
    });
  },
  { name: 'auth' },
);
