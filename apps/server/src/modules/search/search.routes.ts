import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { SearchService } from './search.service.ts';

/** searchMessages, always over the caller's own messages. */
export const searchRoutes: FastifyPluginAsync<{ search: SearchService }> = async (app, { search }) => {
  registerCall(app, 'searchMessages', ({ session, query }) =>
    search.messages({
      accountId: session.accountId,
      text: query.q,
      before: query.before,
      limit: query.limit,
    }),
  );
};
