/** Invite codes, the inviter and the referral bonus. */
export { inviteRoutes } from './invite.routes.ts';
export { InviteService } from './invite.service.ts';
