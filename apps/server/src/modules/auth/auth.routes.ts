import {
  ApiPath,
  commonQuerySchema,
  emptyDataSchema,
  envelopeSchema,
  loginBodySchema,
  logoutBodySchema,
  passwordResetRequestedDataSchema,
  preLoginBodySchema,
  preLoginDataSchema,
  Retcode,
  refreshTokenDataSchema,
  registerBodySchema,
  requestPasswordResetBodySchema,
  resetPasswordBodySchema,
  sessionDataSchema,
} from '@switchboard/protocol';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/index.ts';
import { assertPlatform, sessionOf, tokenOf } from '../../plugins/auth.ts';
import { languageOf, ok } from '../../plugins/envelope.ts';
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
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (
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

  app.post(
    ApiPath.preLogin,
    {
      config: limited,
      schema: {
        querystring: commonQuerySchema,
        body: preLoginBodySchema,
        response: { 200: envelopeSchema(preLoginDataSchema) },
      },
    },
    async (request) => ok(request, await auth.preLogin(request.body, request.ip)),
  );

  app.post(
    ApiPath.register,
    {
      config: limited,
      schema: {
        querystring: commonQuerySchema,
        body: registerBodySchema,
        response: { 200: envelopeSchema(sessionDataSchema) },
      },
    },
    async (request) => ok(request, await auth.register(request.body, originOf(request))),
  );

  app.post(
    ApiPath.login,
    {
      config: limited,
      schema: {
        querystring: commonQuerySchema,
        body: loginBodySchema,
        response: { 200: envelopeSchema(sessionDataSchema) },
      },
    },
    async (request) => ok(request, await auth.login(request.body, originOf(request))),
  );

  app.post(
    ApiPath.requestPasswordReset,
    {
      config: limited,
      schema: {
        querystring: commonQuerySchema,
        body: requestPasswordResetBodySchema,
        response: { 200: envelopeSchema(passwordResetRequestedDataSchema) },
      },
    },
    async (request) => ok(request, await passwordReset.request(request.body, request.ip)),
  );

  app.post(
    ApiPath.resetPassword,
    {
      config: limited,
      schema: {
        querystring: commonQuerySchema,
        body: resetPasswordBodySchema,
        response: { 200: envelopeSchema(sessionDataSchema) },
      },
    },
    async (request) => ok(request, await passwordReset.reset(request.body, originOf(request))),
  );

  app.post(
    ApiPath.logout,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: logoutBodySchema,
        response: { 200: envelopeSchema(emptyDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      await sessions.revoke(session.sessionId, 'logout');
      realtime.endSession(session.sessionId, Retcode.SESSION_ENDED, languageOf(request));
      return ok(request, null);
    },
  );

  app.get(
    ApiPath.refreshToken,
    {
      onRequest: app.requireSession,
      schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(refreshTokenDataSchema) } },
    },
    // The presented token may be the current one or, within its grace window, one an earlier
    // refresh (another tab) rotated away; either way a new token is issued.
    async (request) => {
      return ok(request, await sessions.rotate(sessionOf(request), tokenOf(request) ?? ''));
    },
  );
};
