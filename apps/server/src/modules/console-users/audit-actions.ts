import type { AuditAction } from '@switchboard/protocol';

/** What the audit log calls the actions on users: `action` of each entry. */
export const UserAuditAction = {
  suspend: 'user.suspend',
  unsuspend: 'user.unsuspend',
  signOut: 'user.signOut',
  delete: 'user.delete',
} as const satisfies Record<string, AuditAction>;

/** The audit log's name of a balance adjustment; the user page reads the reasons back by it. */
export const BALANCE_ADJUST_ACTION = 'balance.adjust' satisfies AuditAction;
