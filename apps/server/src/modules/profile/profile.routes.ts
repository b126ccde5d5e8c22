import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { ProfileService } from './profile.service.ts';

/** getProfile and updateProfile, always on the caller's own account. */
export const profileRoutes: FastifyPluginAsync<{ profiles: ProfileService }> = async (app, { profiles }) => {
  registerCall(app, 'getProfile', ({ session }) => profiles.get(session.accountId, session.brand));
  registerCall(app, 'updateProfile', ({ session, body }) =>
    profiles.update(session.accountId, session.brand, body),
  );
};
