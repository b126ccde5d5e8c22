import type { AuditAction, AuditTargetType } from '@switchboard/protocol';
import { type SqlBool, sql } from 'kysely';
import type { AuditLogTable, Executor } from '../../db/types.ts';

/** Appends one entry; there is no update or delete of this table anywhere (the database refuses them). */
export async function insertAuditEntry(ex: Executor, row: AuditLogTable): Promise<void> {
  await ex.insertInto('audit_log').values(row).execute();
}

/** An entry with its operator's email ('' for actions taken from the command line). */
export interface AuditRow {
  id: string;
  at: number;
  operatorEmail: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  beforeJson: string | null;
  afterJson: string | null;
  reason: string;
}

/** Where a page of the audit log starts: strictly older than this entry. */
export interface AuditCursor {
  at: number;
  id: string;
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Entries newest first, `limit` of them after `before`, of one action or all; `q` matches the
 * operator's email, the action, the target's type or id, or the reason (case-insensitively).
 */
export async function listAuditEntries(
  ex: Executor,
  options: {
    q: string | undefined;
    action: AuditAction | undefined;
    before: AuditCursor | undefined;
    limit: number;
  },
): Promise<AuditRow[]> {
  let query = ex
    .selectFrom('audit_log')
    .leftJoin('operators', 'operators.id', 'audit_log.operator_id')
    .select([
      'audit_log.id as id',
      'audit_log.at as at',
      'operators.email as operatorEmail',
      'audit_log.action as action',
      'audit_log.target_type as targetType',
      'audit_log.target_id as targetId',
      'audit_log.before_json as beforeJson',
      'audit_log.after_json as afterJson',
      'audit_log.reason as reason',
    ]);
  const { q, action, before } = options;
  if (action !== undefined) query = query.where('audit_log.action', '=', action);
  if (q !== undefined && q !== '') {
    const pattern = containing(q.toLowerCase());
    const like = (column: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) =>
      eb.or([
        like('operators.email'),
        like('audit_log.action'),
        like('audit_log.target_type'),
        like('audit_log.target_id'),
        like('audit_log.reason'),
      ]),
    );
  }
  if (before !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('audit_log.at', '<', before.at),
        eb.and([eb('audit_log.at', '=', before.at), eb('audit_log.id', '<', before.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({ ...row, at: Number(row.at) }));
}
