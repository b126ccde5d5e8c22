import {
  type AuditAction,
  type AuditChange,
  type Operator,
  type OperatorRole,
  type OperatorRow,
  operatorRoleSchema,
  Retcode,
  ROLE_PERMISSIONS,
} from '@switchboard/protocol';
import type { Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { AuditService } from '../audit/index.ts';
import type { OperatorRecord } from './operators.repo.ts';

/** The stored role, read as one of the contract's. */
export function roleOf(record: OperatorRecord): OperatorRole {
  return operatorRoleSchema.parse(record.role);
}

/** The operator as the console shows it, with the role's permissions. */
export function operatorView(record: OperatorRecord): Operator {
  const role = roleOf(record);
  return { id: record.id, email: record.email, role, permissions: [...ROLE_PERMISSIONS[role]] };
}

/** The operator as the admin's list shows it. */
export function rowView(record: OperatorRecord): OperatorRow {
  return {
    id: record.id,
    email: record.email,
    role: roleOf(record),
    disabled: record.disabled,
    totpEnabled: record.totpSecret !== null,
    createdAt: record.createdAt,
  };
}

/** Every refused sign-in answers alike; the detail, for the log, says which it was. */
export const signInFailed = (detail: string) => new AppError(Retcode.CONSOLE_SIGN_IN_FAILED, detail);

/** Audits an action on an operator that takes no reason (sign-in, sign-out, setup, creation). */
export function recordOperatorAction(
  audit: AuditService,
  ex: Executor,
  entry: { actorId: string | null; action: AuditAction; operatorId: string; after: AuditChange | null },
): Promise<void> {
  return audit.record(ex, {
    operatorId: entry.actorId,
    action: entry.action,
    targetType: 'operator',
    targetId: entry.operatorId,
    before: null,
    after: entry.after,
    reason: '',
  });
}
