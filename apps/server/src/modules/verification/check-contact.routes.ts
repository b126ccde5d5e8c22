import {
  ApiPath,
  checkContactDataSchema,
  checkContactQuerySchema,
  commonQuerySchema,
  envelopeSchema,
  Retcode,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/index.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import { say } from '../../text/sentence.ts';
import type { ContactDetailService, ContactToCheck } from './contact.service.ts';

/** The one contact a check names: a whole phone or an email, never both or neither. */
function contactOf(query: { telcode?: string; phone?: string; email?: string }): ContactToCheck {
  const { telcode, phone, email } = query;
  if (email !== undefined && telcode === undefined && phone === undefined) return { email };
  if (email === undefined && telcode !== undefined && phone !== undefined) return { telcode, phone };
  throw new AppError(Retcode.INVALID_PARAMETER, 'phone: send telcode and phone, or email', {
    say: say('contactOneOnly'),
  });
}

/**
 * checkContact: the verified modal asks it before showing any captcha, slider or sending a code,
 * so a malformed or already used phone or email is said at once. Limited per IP like login; what
 * it tells (an account holds this contact) preLogin tells anyone anyway.
 */
export const checkContactRoutes: FastifyPluginAsyncZod<{
  contact: ContactDetailService;
  config: Config;
}> = async (app, { contact, config }) => {
  app.get(
    ApiPath.checkContact,
    {
      onRequest: app.requireSession,
      config: { rateLimit: authRateLimit(config) },
      schema: {
        querystring: commonQuerySchema.extend(checkContactQuerySchema.shape),
        response: { 200: envelopeSchema(checkContactDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const owner = { accountId: session.accountId, brand: session.brand };
      await contact.assertAvailable(owner, contactOf(request.query));
      return ok(request, { available: true as const });
    },
  );
};
