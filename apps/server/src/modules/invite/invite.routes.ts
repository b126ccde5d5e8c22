import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { InviteService } from './invite.service.ts';

/** The invite page and redeem code calls; always about the caller. */
export const inviteRoutes: FastifyPluginAsync<{ invites: InviteService }> = async (app, { invites }) => {
  registerCall(app, 'queryInviteInfo', ({ session, language }) =>
    invites.info(session.accountId, session.brand, language),
  );
  registerCall(app, 'getInviteCode', ({ session, language }) =>
    invites.codeData(session.accountId, session.brand, language),
  );
  // The client sends the phone it shows (spec section 7); only the caller's account is read.
  registerCall(app, 'getInviter', ({ session, query }) =>
    invites.inviter(session.accountId, session.brand, query.phone),
  );
  registerCall(app, 'setInviter', ({ session, body }) =>
    invites.redeem(session.accountId, session.brand, body.inviteCode),
  );
};
