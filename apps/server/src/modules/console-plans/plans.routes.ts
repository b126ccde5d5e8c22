import type { FastifyPluginAsync } from 'fastify';
import { registerConsoleCall } from '../../plugins/console-calls.ts';
import type { ConsolePlanService } from './plans.service.ts';

/** The console's number plans and prices per brand. */
export const consolePlanRoutes: FastifyPluginAsync<{ plans: ConsolePlanService }> = async (
  app,
  { plans },
) => {
  registerConsoleCall(app, 'consolePlans', ({ query, language }) => plans.list(query, language));
  registerConsoleCall(app, 'consolePlanUpdate', ({ operator, body, language }) =>
    plans.update(operator.operatorId, body, language),
  );
};
