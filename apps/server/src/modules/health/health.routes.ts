import {
  commonQuerySchema,
  envelopeSchema,
  HEALTH_PATH,
  healthDataSchema,
  Retcode,
} from '@switchboard/protocol';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Dialect, pingDatabase } from '../../db/index.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { ok } from '../../plugins/envelope.ts';

/** GET /healthz: 200 when the database answers, 503 SERVICE_UNAVAILABLE when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; dialect: Dialect }> = async (
  app,
  { db, dialect },
) => {
  app.get(
    HEALTH_PATH,
    { schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(healthDataSchema) } } },
    async (request) => {
      if (!(await pingDatabase(db)))
        throw new AppError(Retcode.SERVICE_UNAVAILABLE, 'database: not answering');
      return ok(request, { db: 'ok' as const, dialect });
    },
  );
};
