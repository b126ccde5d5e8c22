import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { CodeAppShelf } from './app-shelf.service.ts';
import { CodeAutoAnswer } from './auto-answer.ts';
import { CodeLockService } from './lock.service.ts';
import { CodeReceiveService } from './receive.service.ts';

/** The verification-code service's new-number side. */
export interface CodeNumberServices {
  locks: CodeLockService;
  receiving: CodeReceiveService;
  /** The service list's prices, stock and favourites. */
  shelf: CodeAppShelf;
  /** Made-up codes after each lock outside production; close() on app close. */
  autoAnswer: CodeAutoAnswer;
}

/**
 * Wires the new-number side; autoCodeSeconds 0 switches the auto-answer off, maxOpenLocks caps the
 * locks one account may have waiting for a code.
 */
export function createCodeNumbers(
  db: Db,
  ledger: LedgerService,
  events: AccountEvents,
  settings: { autoCodeSeconds: number; maxOpenLocks: number },
  log: Pick<FastifyBaseLogger, 'warn'> = console,
): CodeNumberServices {
  const receiving = new CodeReceiveService(db, ledger, events);
  const autoAnswer = new CodeAutoAnswer(receiving, settings.autoCodeSeconds, log);
  const locks = new CodeLockService(db, ledger, settings.maxOpenLocks, (rental) =>
    autoAnswer.schedule(rental),
  );
  return { locks, receiving, shelf: new CodeAppShelf(db), autoAnswer };
}
