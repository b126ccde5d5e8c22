import { Retcode } from '@switchboard/protocol';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config/index.ts';
import { tokenOf } from '../../plugins/auth.ts';
import { registerCall } from '../../plugins/calls.ts';
import { languageOf } from '../../plugins/envelope.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import type { Realtime } from '../../realtime/index.ts';
import type { SessionOrigin, SessionService } from '../sessions/sessions.service.ts';
import type { AuthService } from './auth.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';

/** What the auth routes need. */
export interface AuthRoutesDeps {
  config: Config;
  auth: AuthService;
  passwordReset: PasswordResetService;
  sessions: SessionService;
  realtime: Realtime;
}

function originOf(request: FastifyRequest): SessionOrigin {
  return { language: languageOf(request), ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

/** preLogin, register, login, logout, refreshToken, and the password reset. */
export const authRoutes: FastifyPluginAsync<AuthRoutesDeps> = async (
  app,
  { config, auth, passwordReset, sessions, realtime },
) => {
  const limited = { rateLimit: authRateLimit(config) };
  // A token a refresh rotated away, presented after its grace window, revoked its session (the
  // reuse of a stolen token): that session's sockets end the way a logout ends them.
  sessions.onReuseRevoked((sessionId, language) => {
    app.log.warn({ sessionId }, 'a rotated-away token came back after its grace window; session revoked');
    realtime.endSession(sessionId, Retcode.SESSION_ENDED, language);
  });

  registerCall(app, 'preLogin', ({ request, body }) => auth.preLogin(body, request.ip), limited);
  registerCall(app, 'register', ({ request, body }) => auth.register(body, originOf(request)), limited);
  registerCall(app, 'login', ({ request, body }) => auth.login(body, originOf(request)), limited);
  registerCall(
    app,
    'requestPasswordReset',
    ({ request, body }) => passwordReset.request(body, request.ip),
    limited,
  );
  registerCall(
    app,
    'resetPassword',
    ({ request, body }) => passwordReset.reset(body, originOf(request)),
    limited,
  );

  registerCall(app, 'logout', async ({ session, language }) => {
    await sessions.revoke(session.sessionId, 'logout');
    realtime.endSession(session.sessionId, Retcode.SESSION_ENDED, language, { byLogout: true });
    return null;
  });

  // The presented token may be the current one or, within its grace window, one an earlier
  // refresh (another tab) rotated away; either way a new token is issued.
  registerCall(app, 'refreshToken', ({ request, session }) =>
    sessions.rotate(session, tokenOf(request) ?? ''),
  );
};
