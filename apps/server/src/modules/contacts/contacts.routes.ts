import {
  ApiPath,
  addressBookListDataSchema,
  addressBookQuerySchema,
  commonQuerySchema,
  deleteContactsBodySchema,
  deleteContactsDataSchema,
  envelopeSchema,
  saveContactBodySchema,
  saveContactDataSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { ContactService } from './contacts.service.ts';

/** The address book calls: listing changes, saving one contact, deleting some; always the caller's own. */
export const contactRoutes: FastifyPluginAsyncZod<{ contacts: ContactService }> = async (
  app,
  { contacts },
) => {
  app.get(
    ApiPath.getCloudAddressBook,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(addressBookQuerySchema.shape),
        response: { 200: envelopeSchema(addressBookListDataSchema) },
      },
    },
    async (request) => ok(request, await contacts.list(sessionOf(request).accountId, request.query)),
  );

  app.post(
    ApiPath.createOrUpdateCloudAddressBook,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: saveContactBodySchema,
        response: { 200: envelopeSchema(saveContactDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      return ok(request, await contacts.save(session.accountId, request.body.id, request.body.addressBook));
    },
  );

  app.post(
    ApiPath.delCloudAddressBook,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: deleteContactsBodySchema,
        response: { 200: envelopeSchema(deleteContactsDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      return ok(request, { deleted: await contacts.delete(session.accountId, request.body.ids) });
    },
  );
};
