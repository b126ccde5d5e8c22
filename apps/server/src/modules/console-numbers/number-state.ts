import { formatLineNumber, type InventoryState, Retcode } from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import type { AuditService } from '../audit/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { PlanCatalogService } from '../numbers/plan-catalog.ts';
import type { InventoryRow } from './console-numbers.repo.ts';

/**
 * Where a number stands; the same words as the state filter of the repo. A free number in the
 * verification pool is off the rental market, whatever its quarantine said before.
 */
export function stateOf(
  row: Pick<InventoryRow, 'account_id' | 'quarantine_until' | 'subscription_status'> &
    Partial<Pick<InventoryRow, 'in_code_pool'>>,
  now: number,
): InventoryState {
  if (row.account_id !== null) return row.subscription_status === 'grace' ? 'grace' : 'assigned';
  if (Number(row.in_code_pool ?? 0) === 1) return 'codePool';
  if (row.quarantine_until === null) return 'available';
  return Number(row.quarantine_until) > now ? 'quarantined' : 'released';
}

/** The refusal of a number the inventory does not hold. */
export const unknownNumber = (number: string) =>
  new AppError(Retcode.NOT_FOUND, `number: +${number} is not in the inventory`, {
    say: say('consoleNumberUnknown', { number: formatLineNumber(number) }),
  });

/** One operator action on one number: who, which number, and why (the reason goes to the audit log). */
export interface NumberAction {
  operatorId: string;
  number: string;
  reason: string;
}

/** What the console's inventory needs. */
export interface ConsoleNumberDeps {
  db: Db;
  /** Its transactions tell the owner's sockets what a release changed, after the commit. */
  ledger: Pick<LedgerService, 'transaction'>;
  audit: Pick<AuditService, 'record'>;
  /** The node's plan catalogue; without it the plans are read from the table. */
  plans?: PlanCatalogService;
}
