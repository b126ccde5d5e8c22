import { MAX_ADDRESS_BOOK_SIZE } from '@switchboard/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { acceptFormPosts } from '../../lib/form-posts.ts';
import { registerCall } from '../../plugins/calls.ts';
import type { ContactService } from './contacts.service.ts';

/** Largest form post of this scope: delCloudAddressBook naming a whole address book. */
const FORM_LIMIT = MAX_ADDRESS_BOOK_SIZE * 40 + 1024;

/**
 * The address book calls: listing changes, saving one contact, importing a batch, deleting any
 * number; always the caller's own. delCloudAddressBook also takes a form post (ids comma-joined).
 */
export const contactRoutes: FastifyPluginAsync<{ contacts: ContactService }> = async (app, { contacts }) => {
  acceptFormPosts(app, FORM_LIMIT);

  registerCall(app, 'getCloudAddressBook', ({ session, query }) => contacts.list(session.accountId, query));
  registerCall(app, 'createOrUpdateCloudAddressBook', ({ session, body }) =>
    contacts.save(session.accountId, body.id, body.addressBook),
  );
  registerCall(app, 'importCloudAddressBook', ({ session, body }) =>
    contacts.import(session.accountId, body.rows),
  );
  registerCall(app, 'delCloudAddressBook', async ({ session, body }) => ({
    deleted: await contacts.delete(session.accountId, body.ids),
  }));
};
