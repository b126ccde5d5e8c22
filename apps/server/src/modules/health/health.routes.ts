import { Retcode } from '@switchboard/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { Dialect } from '../../db/index.ts';
import { AppError } from '../../errors.ts';
import { registerSiteCall } from '../../plugins/site-calls.ts';

/** What the health probe asks. */
export interface HealthDeps {
  /** True when a trivial query succeeds. */
  databaseAnswers: () => Promise<boolean>;
  dialect: Dialect;
}

/** GET /healthz: 200 when the database answers, 503 SERVICE_UNAVAILABLE when it does not. */
export const healthRoutes: FastifyPluginAsync<HealthDeps> = async (app, { databaseAnswers, dialect }) => {
  registerSiteCall(app, 'health', async () => {
    if (!(await databaseAnswers()))
      throw new AppError(Retcode.SERVICE_UNAVAILABLE, 'database: not answering');
    return { db: 'ok' as const, dialect };
  });
};
