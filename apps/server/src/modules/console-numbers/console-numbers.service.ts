import { randomUUID } from 'node:crypto';
import {
  type AuditAction,
  type AuditChange,
  type ConsoleCallData,
  type ConsoleCallQuery,
  formatLineNumber,
  Retcode,
  type UiLanguage,
} from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { render, say } from '../../text/sentence.ts';
import { liveSubscription, releaseSubscription } from '../numbers/index.ts';
import { NumberAssignService } from './assign.service.ts';
import { CodePoolService } from './code-pool.service.ts';
import {
  countInventory,
  endQuarantine,
  insertInventory,
  inventoryNumber,
  listInventory,
  presentNumbers,
} from './console-numbers.repo.ts';
import { readImport } from './csv-rows.ts';
import { listedNumber } from './listed-number.ts';
import { type ConsoleNumberDeps, type NumberAction, stateOf, unknownNumber } from './number-state.ts';

/**
 * The console's number inventory: the list, CSV imports, releasing an assigned number and ending a
 * quarantine. Each change is written with its audit entry in one transaction.
 */
export class ConsoleNumberService {
  /** Giving a number to a user by hand. */
  readonly gifts: NumberAssignService;
  /** The verification-number pool. */
  readonly pool: CodePoolService;

  constructor(private readonly deps: ConsoleNumberDeps) {
    this.gifts = new NumberAssignService(deps);
    this.pool = new CodePoolService(deps);
  }

  /** One page of the inventory matching the filters, and how many match in all. */
  async list(query: ConsoleCallQuery<'consoleNumbers'>): Promise<ConsoleCallData<'consoleNumbers'>> {
    const now = Date.now();
    const filter = {
      country: query.country,
      areaCode: query.areaCode,
      state: query.state,
      digits: query.q?.replace(/^\+/, ''),
    };
    const [rows, total] = await Promise.all([
      listInventory(this.deps.db, filter, { offset: query.offset, limit: query.limit }, now),
      countInventory(this.deps.db, filter, now),
    ]);
    return { numbers: rows.map((row) => listedNumber(row, now)), total };
  }

  /**
   * Imports a CSV of numbers: every good row not already present goes in with the audit entry in one
   * transaction; present ones are counted, bad ones reported by line in the operator's language.
   */
  async import(
    operatorId: string,
    csv: string,
    language: UiLanguage,
  ): Promise<ConsoleCallData<'consoleNumbersImport'>> {
    const { entries, refused } = readImport(csv);
    const now = Date.now();
    const counts = await inTransaction(this.deps.db, async (trx) => {
      const present = await presentNumbers(
        trx,
        entries.map((entry) => entry.fullNumber),
      );
      const fresh = entries.filter((entry) => !present.has(entry.fullNumber));
      const imported = await insertInventory(
        trx,
        fresh.map((entry) => ({
          id: randomUUID(),
          tel_code: entry.telCode,
          phone: entry.phone,
          full_number: entry.fullNumber,
          country: entry.country,
          toll_free: entry.tollFree ? 1 : 0,
          messaging_enabled: entry.messaging ? 1 : 0,
          area_code: entry.areaCode,
          region: entry.region,
          account_id: null,
          assigned_at: null,
          quarantine_until: null,
          created_at: now,
        })),
      );
      const skipped = entries.length - imported;
      await this.deps.audit.record(trx, {
        operatorId,
        action: 'number.import',
        targetType: 'inventory',
        targetId: randomUUID(),
        before: null,
        after: { imported, present: skipped, badLines: refused.length },
        reason: '',
      });
      return { imported, present: skipped };
    });
    return {
      ...counts,
      badLines: refused.map(({ line, sentence }) => ({ line, message: render(sentence, language) })),
    };
  }

  /**
   * Releases an assigned number as its owner's unsubscribe does: the subscription ends, the number
   * goes into quarantine and the owner's sockets hear numbersChanged after the commit.
   */
  async release(action: NumberAction): Promise<ConsoleCallData<'consoleNumberRelease'>> {
    const now = Date.now();
    const row = await inventoryNumber(this.deps.db, action.number, now);
    if (row === undefined) throw unknownNumber(action.number);
    const owner = row.account_id;
    const notAssigned = () =>
      new AppError(Retcode.INVALID_PARAMETER, `number: +${action.number} is not assigned`, {
        say: say('consoleNumberNotAssigned', { number: formatLineNumber(action.number) }),
      });
    if (owner === null) throw notAssigned();
    const before = stateOf(row, now);
    await this.deps.ledger.transaction(async (trx, events) => {
      const sub = await liveSubscription(trx, owner, action.number);
      if (sub === undefined || !(await releaseSubscription(trx, events, sub, now))) throw notAssigned();
      await this.record(
        trx,
        action,
        'number.release',
        { state: before, accountId: owner },
        { state: 'quarantined' },
      );
    });
    return { state: 'quarantined' };
  }

  /** Ends a number's quarantine: it is on offer at once, and its last owner can no longer restore it. */
  async restore(action: NumberAction): Promise<ConsoleCallData<'consoleNumberRestore'>> {
    const now = Date.now();
    const row = await inventoryNumber(this.deps.db, action.number, now);
    if (row === undefined) throw unknownNumber(action.number);
    await inTransaction(this.deps.db, async (trx) => {
      if (!(await endQuarantine(trx, row.id, now)))
        throw new AppError(Retcode.INVALID_PARAMETER, `number: +${action.number} is not in quarantine`, {
          say: say('consoleNumberNotQuarantined', { number: formatLineNumber(action.number) }),
        });
      await this.record(trx, action, 'number.restore', { state: 'quarantined' }, { state: 'available' });
    });
    return { state: 'available' };
  }

  private record(trx: Trx, action: NumberAction, name: AuditAction, before: AuditChange, after: AuditChange) {
    return this.deps.audit.record(trx, {
      operatorId: action.operatorId,
      action: name,
      targetType: 'number',
      targetId: action.number,
      before,
      after,
      reason: action.reason,
    });
  }
}
