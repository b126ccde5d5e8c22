import { type ConsoleCallBody, type ConsoleCallData, Retcode } from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { AuditService } from '../audit/index.ts';
import type { OperatorContext, OperatorSessionService } from './operator-sessions.service.ts';
import { roleOf, rowView } from './operator-views.ts';
import {
  countOtherEnabledAdmins,
  findOperatorById,
  lockAdmins,
  type OperatorRecord,
  setOperatorDisabled,
} from './operators.repo.ts';

type StatusBody = ConsoleCallBody<'consoleOperatorDisable'>;
type StatusData = ConsoleCallData<'consoleOperatorDisable'>;

/**
 * An admin disabling or enabling another operator, with a reason the audit log keeps. A disabled
 * operator's sessions end in the same transaction (every call checks the session, so it is out at
 * its next click), sign-in and setup links are refused until enabled again.
 */
export class OperatorStatusService {
  constructor(
    private readonly db: Db,
    private readonly sessions: OperatorSessionService,
    private readonly audit: AuditService,
  ) {}

  /** Never oneself (no admin locks themselves out) and never the last enabled admin. */
  disable(actor: OperatorContext, body: StatusBody): Promise<StatusData> {
    if (body.operatorId === actor.operatorId)
      throw new AppError(Retcode.CONSOLE_OPERATOR_SELF, 'operatorId: the caller cannot disable itself');
    return inTransaction(this.db, async (trx) => {
      const target = await this.#find(trx, body.operatorId);
      if (target.disabled) return { operator: rowView(target) };
      if (roleOf(target) === 'admin') {
        await lockAdmins(trx);
        if ((await countOtherEnabledAdmins(trx, target.id)) === 0)
          throw new AppError(Retcode.CONSOLE_LAST_ADMIN, 'operatorId: the last enabled admin');
      }
      const now = Date.now();
      await setOperatorDisabled(trx, target.id, true, now);
      const sessionsEnded = await this.sessions.revokeAll(trx, target.id);
      await this.audit.record(trx, {
        operatorId: actor.operatorId,
        action: 'operator.disable',
        targetType: 'operator',
        targetId: target.id,
        before: { disabled: false },
        after: { disabled: true, sessionsEnded },
        reason: body.reason,
      });
      return { operator: rowView({ ...target, disabled: true }) };
    });
  }

  /** Lets a disabled operator sign in again (with the password and authenticator they had). */
  enable(actor: OperatorContext, body: StatusBody): Promise<StatusData> {
    return inTransaction(this.db, async (trx) => {
      const target = await this.#find(trx, body.operatorId);
      if (!target.disabled) return { operator: rowView(target) };
      await setOperatorDisabled(trx, target.id, false, Date.now());
      await this.audit.record(trx, {
        operatorId: actor.operatorId,
        action: 'operator.enable',
        targetType: 'operator',
        targetId: target.id,
        before: { disabled: true },
        after: { disabled: false },
        reason: body.reason,
      });
      return { operator: rowView({ ...target, disabled: false }) };
    });
  }

  async #find(ex: Executor, id: string): Promise<OperatorRecord> {
    const found = await findOperatorById(ex, id);
    if (found === undefined)
      throw new AppError(Retcode.CONSOLE_OPERATOR_NOT_FOUND, `operatorId: no operator ${id}`);
    return found;
  }
}
