import { Retcode } from '@switchboard/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/index.ts';
import { AppError } from '../../errors.ts';
import { registerCall } from '../../plugins/calls.ts';
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
export const checkContactRoutes: FastifyPluginAsync<{
  contact: ContactDetailService;
  config: Config;
}> = async (app, { contact, config }) => {
  registerCall(
    app,
    'checkContact',
    async ({ session, query }) => {
      const owner = { accountId: session.accountId, brand: session.brand };
      await contact.assertAvailable(owner, contactOf(query));
      return { available: true as const };
    },
    { rateLimit: authRateLimit(config) },
  );
};
