import { type AuditAction, type AuditChange, Retcode, type UiLanguage } from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { AccountStatus, Db, Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import type { AccountDeletionService } from '../account-deletion/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { SessionSockets } from '../security/security.service.ts';
import { UserAuditAction } from './audit-actions.ts';
import { userGone } from './console-users.service.ts';
import { changeStatus, revokeSessionsOf, statusOf } from './user-actions.repo.ts';

/** One operator action on one account: who, on whom, and why (the reason goes to the audit log). */
export interface UserAction {
  operatorId: string;
  accountId: string;
  reason: string;
}

/** What the actions need. */
export interface UserActionDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  /** Deleting an account, as the user's own deletion does it. */
  deletion: Pick<AccountDeletionService, 'deleteByOperator'>;
  /** Ends the sockets of each ended session on every node (the realtime server). */
  sockets: SessionSockets;
}

const uiLanguage = (stored: string): UiLanguage => (stored === 'zh-CN' ? 'zh-CN' : 'en');

const deletedAlready = (accountId: string) =>
  new AppError(Retcode.NOT_FOUND, `accountId: account ${accountId} is deleted`, {
    say: say('consoleUserDeleted'),
  });

/** Why an account cannot go from `from` to another status, by the status it has. */
function wrongStatus(accountId: string, status: AccountStatus | undefined, from: AccountStatus): AppError {
  if (status === undefined) return userGone(accountId);
  if (status === 'deleted') return deletedAlready(accountId);
  const sentence = from === 'active' ? say('consoleAlreadySuspended') : say('consoleNotSuspended');
  return new AppError(Retcode.INVALID_PARAMETER, `accountId: account ${accountId} is ${status}`, {
    say: sentence,
  });
}

/**
 * What an operator does to an account: suspend and unsuspend, sign out everywhere, delete. Each
 * change is written with its audit entry in one transaction; sockets are ended after the commit,
 * on every node, each told why in its session's language.
 */
export class UserActionService {
  constructor(private readonly deps: UserActionDeps) {}

  /**
   * Suspends an active account: its sessions are revoked and their sockets told ACCOUNT_SUSPENDED,
   * and every sign-in is refused with it until an unsuspension.
   */
  async suspend(action: UserAction): Promise<{ status: AccountStatus }> {
    const ended = await inTransaction(this.deps.db, async (trx) => {
      await this.move(trx, action, 'active', 'suspended');
      const sessions = await this.revokeAll(trx, action.accountId, 'suspended by an operator');
      await this.record(
        trx,
        action,
        UserAuditAction.suspend,
        { status: 'active' },
        {
          status: 'suspended',
          sessionsEnded: sessions.length,
        },
      );
      return sessions;
    });
    this.endSockets(ended, Retcode.ACCOUNT_SUSPENDED);
    return { status: 'suspended' };
  }

  /** Lets a suspended account sign in again (its sessions ended with the suspension). */
  async unsuspend(action: UserAction): Promise<{ status: AccountStatus }> {
    await inTransaction(this.deps.db, async (trx) => {
      await this.move(trx, action, 'suspended', 'active');
      await this.record(
        trx,
        action,
        UserAuditAction.unsuspend,
        { status: 'suspended' },
        { status: 'active' },
      );
    });
    return { status: 'active' };
  }

  /** Ends every live session of the account and their sockets; answers how many ended. */
  async signOut(action: UserAction): Promise<{ sessions: number }> {
    const ended = await inTransaction(this.deps.db, async (trx) => {
      const status = await statusOf(trx, action.accountId);
      if (status === undefined) throw userGone(action.accountId);
      if (status === 'deleted') throw deletedAlready(action.accountId);
      const sessions = await this.revokeAll(trx, action.accountId, 'signed out by an operator');
      await this.record(trx, action, UserAuditAction.signOut, { sessions: sessions.length }, { sessions: 0 });
      return sessions;
    });
    this.endSockets(ended, Retcode.SESSION_ENDED);
    return { sessions: ended.length };
  }

  /** Deletes the account as its own deletion does (numbers released, data erased, balance forfeited). */
  async delete(action: UserAction): Promise<{ status: AccountStatus }> {
    const before = await statusOf(this.deps.db, action.accountId);
    if (before === undefined) throw userGone(action.accountId);
    await this.deps.deletion.deleteByOperator(
      action.accountId,
      async (trx, outcome) => {
        await this.record(
          trx,
          action,
          UserAuditAction.delete,
          { status: before },
          {
            status: 'deleted',
            forfeited: outcome.forfeited,
            releasedNumbers: outcome.releasedNumbers,
            cancelledOrders: outcome.cancelledOrders,
          },
        );
      },
      () => deletedAlready(action.accountId),
    );
    return { status: 'deleted' };
  }

  /** Moves the status from `from` to `to`, or says why it cannot. */
  private async move(trx: Trx, action: UserAction, from: AccountStatus, to: AccountStatus): Promise<void> {
    const now = Date.now();
    if (await changeStatus(trx, { accountId: action.accountId, from, to, now })) return;
    throw wrongStatus(action.accountId, await statusOf(trx, action.accountId), from);
  }

  /** Revokes every session of the account; answers those that were live. */
  private revokeAll(trx: Trx, accountId: string, reason: string) {
    return revokeSessionsOf(trx, { accountId, reason, now: Date.now() });
  }

  private record(
    trx: Trx,
    action: UserAction,
    name: AuditAction,
    before: AuditChange,
    after: AuditChange,
  ): Promise<unknown> {
    return this.deps.audit.record(trx, {
      operatorId: action.operatorId,
      action: name,
      targetType: 'account',
      targetId: action.accountId,
      before,
      after,
      reason: action.reason,
    });
  }

  private endSockets(sessions: { id: string; language: string }[], retcode: number): void {
    for (const session of sessions)
      this.deps.sockets.endSession(session.id, retcode, uiLanguage(session.language));
  }
}
