import type { LedgerEntryKind } from '@switchboard/protocol';
import type { AccountRow, Executor } from '../../db/types.ts';
import { BALANCE_ADJUST_ACTION } from './audit-actions.ts';

// What the console's actions on a user read and write: the account's status, its sessions, and
// the ledger and audit rows of its balance adjustments.

/** Changes the account's status only from `from`; false when it was not in that status. */
export async function changeStatus(
  ex: Executor,
  change: { accountId: string; from: AccountRow['status']; to: AccountRow['status']; now: number },
): Promise<boolean> {
  const result = await ex
    .updateTable('accounts')
    .set({ status: change.to, updated_at: change.now })
    .where('id', '=', change.accountId)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Revokes every session of the account not revoked yet; answers those that were still live at
 * `now`, with their languages, so their sockets can be told why they end.
 */
export async function revokeSessionsOf(
  ex: Executor,
  change: { accountId: string; reason: string; now: number },
): Promise<{ id: string; language: string }[]> {
  const rows = await ex
    .updateTable('sessions')
    .set({ revoked_at: change.now, revoked_reason: change.reason })
    .where('account_id', '=', change.accountId)
    .where('revoked_at', 'is', null)
    .returning(['id', 'language', 'expires_at'])
    .execute();
  return rows
    .filter((row) => Number(row.expires_at) > change.now)
    .map((row) => ({ id: row.id, language: row.language }));
}

/** The account's status read inside a transaction; undefined when there is no such account. */
export async function statusOf(ex: Executor, accountId: string): Promise<AccountRow['status'] | undefined> {
  const row = await ex.selectFrom('accounts').select('status').where('id', '=', accountId).executeTakeFirst();
  return row?.status;
}

/**
 * The operators' reasons for the account's balance adjustments, by request id, as the audit log
 * recorded them with each adjustment.
 */
export async function adjustmentReasons(ex: Executor, accountId: string): Promise<Map<string, string>> {
  const rows = await ex
    .selectFrom('audit_log')
    .select(['after_json', 'reason'])
    .where('action', '=', BALANCE_ADJUST_ACTION)
    .where('target_type', '=', 'account')
    .where('target_id', '=', accountId)
    .execute();
  const reasons = new Map<string, string>();
  for (const row of rows) {
    const requestId = (JSON.parse(row.after_json ?? '{}') as { requestId?: unknown }).requestId;
    if (typeof requestId === 'string') reasons.set(requestId, row.reason);
  }
  return reasons;
}

/** True when the account's ledger already has this (kind, reference). */
export async function hasLedgerEntry(
  ex: Executor,
  accountId: string,
  kind: LedgerEntryKind,
  reference: string,
): Promise<boolean> {
  const row = await ex
    .selectFrom('ledger_entries')
    .select('id')
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row !== undefined;
}
