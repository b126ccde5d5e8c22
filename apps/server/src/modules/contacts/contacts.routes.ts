import {
  ApiPath,
  addressBookListDataSchema,
  addressBookQuerySchema,
  commonQuerySchema,
  deleteContactsBodySchema,
  deleteContactsDataSchema,
  envelopeSchema,
  importContactsBodySchema,
  importContactsDataSchema,
  MAX_ADDRESS_BOOK_SIZE,
  saveContactBodySchema,
  saveContactDataSchema,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptFormPosts } from '../../lib/form-posts.ts';
import { assertPlatform, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { ContactService } from './contacts.service.ts';

/** Largest form post of this scope: delCloudAddressBook naming a whole address book. */
const FORM_LIMIT = MAX_ADDRESS_BOOK_SIZE * 40 + 1024;

/**
 * The address book calls: listing changes, saving one contact, importing a batch, deleting any
 * number; always the caller's own. delCloudAddressBook also takes a form post (ids comma-joined).
 */
export const contactRoutes: FastifyPluginAsyncZod<{ contacts: ContactService }> = async (
  app,
  { contacts },
) => {
  acceptFormPosts(app, FORM_LIMIT);

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
    ApiPath.importCloudAddressBook,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema,
        body: importContactsBodySchema,
        response: { 200: envelopeSchema(importContactsDataSchema) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertPlatform(session, request.body.platform);
      return ok(request, await contacts.import(session.accountId, request.body.rows));
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
