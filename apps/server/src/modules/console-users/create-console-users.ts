import type { Db } from '../../db/types.ts';
import type { AccountDeletionService } from '../account-deletion/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { SessionSockets } from '../security/security.service.ts';
import { BalanceAdjustService } from './balance-adjust.service.ts';
import { ConsoleUserService } from './console-users.service.ts';
import { UserActionService } from './user-actions.service.ts';

/** The console's side of users: reading them, acting on their accounts, adjusting balances. */
export interface ConsoleUserServices {
  users: ConsoleUserService;
  actions: UserActionService;
  balances: BalanceAdjustService;
}

/** Makes the console's user services; they reach sockets, so they are made once the socket server exists. */
export function createConsoleUsers(deps: {
  db: Db;
  ledger: LedgerService;
  audit: AuditService;
  deletion: AccountDeletionService;
  sockets: SessionSockets;
}): ConsoleUserServices {
  const { db, ledger, audit, deletion, sockets } = deps;
  return {
    users: new ConsoleUserService(db),
    actions: new UserActionService({ db, audit, deletion, sockets }),
    balances: new BalanceAdjustService({ db, ledger, audit }),
  };
}
