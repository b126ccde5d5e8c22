import {
  ApiPath,
  commonQuerySchema,
  envelopeSchema,
  getVerifyCodeQuerySchema,
  requestToVerifyEmailBodySchema,
  validateCodeBodySchema,
  validateCodeDataSchema,
  validateEmailCodeBodySchema,
  verifyIdDataSchema,
} from '@switchboard/protocol';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod as Plugin } from 'fastify-type-provider-zod';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { CodeService, Requester } from './codes.service.ts';

function requesterOf(request: FastifyRequest): Requester {
  const session = sessionOf(request);
  return { accountId: session.accountId, brand: session.brand, ip: request.ip };
}

/** getVerifyCode, requestToVerifyEmail, validateCode, validateCodeForEmail: the caller's own codes. */
export const codeRoutes: Plugin<{ codes: CodeService }> = async (app, { codes }) => {
  app.get(
    ApiPath.getVerifyCode,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(getVerifyCodeQuerySchema.shape),
        response: { 200: envelopeSchema(verifyIdDataSchema) },
      },
    },
    async (request) => ok(request, await codes.sendPhoneCode(requesterOf(request), request.query)),
  );

  app.post(
    ApiPath.requestToVerifyEmail,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: requestToVerifyEmailBodySchema,
        response: { 200: envelopeSchema(verifyIdDataSchema) },
      },
    },
    async (request) => {
      assertPlatform(sessionOf(request), request.body.platform);
      return ok(request, await codes.sendEmailCode(requesterOf(request), request.body));
    },
  );

  for (const [path, body, channel] of [
    [ApiPath.validateCode, validateCodeBodySchema, 'sms'],
    [ApiPath.validateCodeForEmail, validateEmailCodeBodySchema, 'email'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.requireSession,
        schema: {
          querystring: commonQuerySchema,
          body,
          response: { 200: envelopeSchema(validateCodeDataSchema) },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        assertPlatform(session, request.body.platform);
        const { verifyid, activationcode } = request.body;
        return ok(request, await codes.validate(session.accountId, channel, verifyid, activationcode));
      },
    );
  }
};
