import { randomUUID } from 'node:crypto';
import type {
  AuditAction,
  AuditChange,
  AuditEntry,
  AuditTargetType,
  ConsoleCallData,
  ConsoleCallQuery,
} from '@switchboard/protocol';
import type { Db, Executor } from '../../db/types.ts';
import { invalidRequest } from '../../errors.ts';
import { type AuditCursor, type AuditRow, insertAuditEntry, listAuditEntries } from './audit.repo.ts';

/**
 * What one operator action changed; before and after hold the contract's fields (AuditChange), null
 * when none, so the console can name every action and field it reads back.
 */
export interface AuditRecord {
  /** Null for actions taken from the command line, where no operator signed in. */
  operatorId: string | null;
  /** What was done, e.g. `operator.create`, `user.suspend`. */
  action: AuditAction;
  /** What it was done to: an operator or an account. */
  targetType: AuditTargetType;
  targetId: string;
  before: AuditChange | null;
  after: AuditChange | null;
  /** The operator's reason; '' when the action takes none (signing in). */
  reason: string;
}

const CURSOR_SEPARATOR = '.';

function cursorOf(row: Pick<AuditRow, 'at' | 'id'>): string {
  return `${row.at}${CURSOR_SEPARATOR}${row.id}`;
}

function parseCursor(cursor: string): AuditCursor {
  const separator = cursor.indexOf(CURSOR_SEPARATOR);
  const at = Number(cursor.slice(0, separator));
  if (separator <= 0 || !Number.isSafeInteger(at)) throw invalidRequest(`before: ${cursor} is not a cursor`);
  return { at, id: cursor.slice(separator + 1) };
}

/** A recorded change; only AuditRecord's fields were ever written (the answer's schema checks them). */
function parseJson(text: string | null): AuditChange | null {
  return text === null ? null : (JSON.parse(text) as AuditChange);
}

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    operatorEmail: row.operatorEmail ?? '',
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: parseJson(row.beforeJson),
    after: parseJson(row.afterJson),
    reason: row.reason,
  };
}

/** The audit log of operator actions: append-only, searchable, never edited. */
export class AuditService {
  constructor(private readonly db: Db) {}

  /**
   * Records an action with the executor (the transaction) of the action itself, so the entry exists
   * exactly when the action committed.
   */
  async record(ex: Executor, record: AuditRecord): Promise<void> {
    await insertAuditEntry(ex, {
      id: randomUUID(),
      at: Date.now(),
      operator_id: record.operatorId,
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      before_json: record.before === null ? null : JSON.stringify(record.before),
      after_json: record.after === null ? null : JSON.stringify(record.after),
      reason: record.reason,
    });
  }

  /** One page of entries, newest first, with the cursor of the next page when there may be one. */
  async list(query: ConsoleCallQuery<'consoleAudit'>): Promise<ConsoleCallData<'consoleAudit'>> {
    const rows = await listAuditEntries(this.db, {
      q: query.q,
      action: query.action,
      before: query.before === undefined ? undefined : parseCursor(query.before),
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return rows.length > query.limit && last !== undefined
      ? { entries: page.map(entryOf), next: cursorOf(last) }
      : { entries: page.map(entryOf) };
  }
}
