import type { FastifyPluginAsync } from 'fastify';
import { registerConsoleCall } from '../../plugins/console-calls.ts';
import type { BalanceAdjustService } from './balance-adjust.service.ts';
import type { ConsoleUserService } from './console-users.service.ts';
import type { UserActionService } from './user-actions.service.ts';

/** The console's user search, user page and actions on an account. */
export const consoleUserRoutes: FastifyPluginAsync<{
  users: ConsoleUserService;
  actions: UserActionService;
  balances: BalanceAdjustService;
}> = async (app, { users, actions, balances }) => {
  registerConsoleCall(app, 'consoleUsers', async ({ query }) => ({
    users: await users.search(query.q, query.brand),
  }));

  registerConsoleCall(app, 'consoleUser', ({ id }) => users.detail(id));

  registerConsoleCall(app, 'consoleUserSuspend', ({ operator, body }) =>
    actions.suspend({ operatorId: operator.operatorId, ...body }),
  );

  registerConsoleCall(app, 'consoleUserUnsuspend', ({ operator, body }) =>
    actions.unsuspend({ operatorId: operator.operatorId, ...body }),
  );

  registerConsoleCall(app, 'consoleUserSignOut', ({ operator, body }) =>
    actions.signOut({ operatorId: operator.operatorId, ...body }),
  );

  registerConsoleCall(app, 'consoleUserDelete', ({ operator, body }) =>
    actions.delete({ operatorId: operator.operatorId, ...body }),
  );

  registerConsoleCall(app, 'consoleBalanceAdjust', ({ operator, body }) =>
    balances.adjust({ operatorId: operator.operatorId, ...body }),
  );
};
