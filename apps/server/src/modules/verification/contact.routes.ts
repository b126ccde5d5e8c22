import {
  ApiPath,
  accountInfoDataSchema,
  commonQuerySchema,
  envelopeSchema,
  setEmailBodySchema,
  setPhoneBodySchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { ContactDetailService } from './contact.service.ts';

/** setPhoneForAccount, updatePhone, setEmailForAccount, updateEmail: save a verified contact; answer account info. */
export const contactDetailRoutes: FastifyPluginAsyncZod<{ contact: ContactDetailService }> = async (
  app,
  { contact },
) => {
  const response = { 200: envelopeSchema(accountInfoDataSchema) };

  for (const [path, mode] of [
    [ApiPath.setPhoneForAccount, 'set'],
    [ApiPath.updatePhone, 'update'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.requireSession,
        schema: { querystring: commonQuerySchema, body: setPhoneBodySchema, response },
      },
      async (request) => {
        const session = sessionOf(request);
        assertPlatform(session, request.body.platform);
        const owner = { accountId: session.accountId, brand: session.brand };
        return ok(request, await contact.savePhone(owner, mode, request.body.telcode, request.body.phone));
      },
    );
  }

  for (const [path, mode] of [
    [ApiPath.setEmailForAccount, 'set'],
    [ApiPath.updateEmail, 'update'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.requireSession,
        schema: { querystring: commonQuerySchema, body: setEmailBodySchema, response },
      },
      async (request) => {
        const session = sessionOf(request);
        assertPlatform(session, request.body.platform);
        const owner = { accountId: session.accountId, brand: session.brand };
        return ok(request, await contact.saveEmail(owner, mode, request.body.email));
      },
    );
  }
};
