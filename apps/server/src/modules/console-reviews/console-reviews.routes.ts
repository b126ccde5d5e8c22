import { Retcode } from '@switchboard/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';
import { registerConsoleBytesCall, registerConsoleCall } from '../../plugins/console-calls.ts';
import { say } from '../../text/sentence.ts';
import type { ConsoleReviewService } from './console-reviews.service.ts';

/** The console's review queues, decisions and the identity images reviewers look at. */
export const consoleReviewRoutes: FastifyPluginAsync<{ reviews: ConsoleReviewService }> = async (
  app,
  { reviews },
) => {
  registerConsoleCall(app, 'consoleReviews', async ({ query, language }) => ({
    reviews: await reviews.queue({ brand: query.brand, kind: query.kind }, language),
  }));

  registerConsoleCall(app, 'consoleReviewDecide', ({ operator, body }) =>
    reviews.decide(operator.operatorId, body),
  );

  registerConsoleBytesCall(app, 'consoleIdentityImage', async ({ reply, id }) => {
    const found = await reviews.identityImage(id);
    if (found === undefined)
      throw new AppError(Retcode.NOT_FOUND, 'id: no such identity image', { say: say('notFoundReload') });
    return reply
      .header('content-type', found.row.mime)
      .header('content-length', String(found.bytes.byteLength))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(found.bytes);
  });
};
