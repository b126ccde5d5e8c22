import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { AuthContext } from '../sessions/sessions.service.ts';
import type { CodeService, Requester } from './codes.service.ts';

function requesterOf(request: FastifyRequest, session: AuthContext): Requester {
  return { accountId: session.accountId, brand: session.brand, ip: request.ip };
}

/** getVerifyCode, requestToVerifyEmail, validateCode, validateCodeForEmail: the caller's own codes. */
export const codeRoutes: FastifyPluginAsync<{ codes: CodeService }> = async (app, { codes }) => {
  registerCall(app, 'getVerifyCode', ({ request, session, query }) =>
    codes.sendPhoneCode(requesterOf(request, session), query),
  );
  registerCall(app, 'requestToVerifyEmail', ({ request, session, body }) =>
    codes.sendEmailCode(requesterOf(request, session), body),
  );
  for (const [call, channel] of [
    ['validateCode', 'sms'],
    ['validateCodeForEmail', 'email'],
  ] as const) {
    registerCall(app, call, ({ session, body }) =>
      codes.validate(session.accountId, channel, body.verifyid, body.activationcode),
    );
  }
};
