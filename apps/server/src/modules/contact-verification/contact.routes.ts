import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { ContactDetailService } from './contact.service.ts';

/** setPhoneForAccount, updatePhone, setEmailForAccount, updateEmail: save a verified contact; answer account info. */
export const contactDetailRoutes: FastifyPluginAsync<{ contact: ContactDetailService }> = async (
  app,
  { contact },
) => {
  for (const [call, mode] of [
    ['setPhoneForAccount', 'set'],
    ['updatePhone', 'update'],
  ] as const) {
    registerCall(app, call, ({ session, body }) =>
      contact.savePhone(
        { accountId: session.accountId, brand: session.brand },
        mode,
        body.telcode,
        body.phone,
      ),
    );
  }
  for (const [call, mode] of [
    ['setEmailForAccount', 'set'],
    ['updateEmail', 'update'],
  ] as const) {
    registerCall(app, call, ({ session, body }) =>
      contact.saveEmail({ accountId: session.accountId, brand: session.brand }, mode, body.email),
    );
  }
};
