import { Retcode, type SessionItem, type UiLanguage } from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import { findById, updatePasswordHash } from '../accounts/accounts.repo.ts';
import { assertPasswordAllowed } from '../accounts/password-policy.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import {
  liveSessionDetails,
  revokeOtherSessions,
  revokeSessionOfAccount,
} from '../sessions/sessions.repo.ts';
import type { AuthContext } from '../sessions/sessions.service.ts';
import { describeDevice } from './device.ts';

/** Ends the sockets of a session on every node (the realtime server). */
export interface SessionSockets {
  endSession(sessionId: string, retcode: number, language: UiLanguage): void;
}

const uiLanguage = (stored: string): UiLanguage => (stored === 'zh-CN' ? 'zh-CN' : 'en');

/** Ends the sockets of ended sessions on every node, each told in its own language. */
export function endSessionSockets(
  sockets: SessionSockets,
  sessions: { id: string; language: string }[],
): void {
  for (const session of sessions) {
    sockets.endSession(session.id, Retcode.SESSION_ENDED, uiLanguage(session.language));
  }
}

/** The account's own security: its password and its signed-in sessions. */
export class SecurityService {
  constructor(
    private readonly db: Db,
    private readonly sockets: SessionSockets,
  ) {}

  /**
   * Replaces the password after checking the current one, then ends every other session: whoever
   * knew the old password is signed out everywhere but here.
   */
  async changePassword(auth: AuthContext, oldPassword: string, newPassword: string): Promise<void> {
    const account = await findById(this.db, auth.accountId);
    if (account === undefined) throw new AppError(Retcode.TOKEN_INVALID);
    if (!(await verifyPassword(account.password_hash, oldPassword))) {
      throw new AppError(Retcode.WRONG_CREDENTIALS, 'oldPassword: does not match', {
        say: say('currentPasswordWrong'),
      });
    }
    assertPasswordAllowed(newPassword, 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    const ended = await inTransaction(this.db, async (trx) => {
      const now = Date.now();
      await updatePasswordHash(trx, auth.accountId, passwordHash, now);
      return revokeOtherSessions(trx, {
        accountId: auth.accountId,
        keepSessionId: auth.sessionId,
        reason: 'password change',
        now,
      });
    });
    this.endSockets(ended);
  }

  /** The account's live sessions, the caller's marked current. */
  async list(auth: AuthContext): Promise<SessionItem[]> {
    const rows = await liveSessionDetails(this.db, auth.accountId, Date.now());
    return rows.map((row) => ({
      sessionId: row.id,
      ...describeDevice(row.userAgent),
      ip: row.ip,
      createdAt: row.createdAt,
      lastSeenAt: row.refreshedAt,
      current: row.id === auth.sessionId,
    }));
  }

  /** Ends one other live session of the account and its sockets; the caller's own ends by logging out. */
  async signOut(auth: AuthContext, sessionId: string): Promise<void> {
    if (sessionId === auth.sessionId) {
      throw new AppError(Retcode.INVALID_PARAMETER, 'sessionId: is the current session; log out instead', {
        say: say('signOutCurrentSession'),
      });
    }
    const language = await revokeSessionOfAccount(this.db, {
      sessionId,
      accountId: auth.accountId,
      reason: 'signed out by the account',
      now: Date.now(),
    });
    // Another account's session answers as an unknown one: nothing tells that it exists.
    if (language === undefined) {
      throw new AppError(Retcode.NOT_FOUND, 'sessionId: no such live session of the account', {
        say: say('sessionGone'),
      });
    }
    this.endSockets([{ id: sessionId, language }]);
  }

  /** Ends every session of the account but the caller's; answers how many ended. */
  async signOutOthers(auth: AuthContext): Promise<number> {
    const ended = await revokeOtherSessions(this.db, {
      accountId: auth.accountId,
      keepSessionId: auth.sessionId,
      reason: 'signed out by the account',
      now: Date.now(),
    });
    this.endSockets(ended);
    return ended.length;
  }

  private endSockets(sessions: { id: string; language: string }[]): void {
    endSessionSockets(this.sockets, sessions);
  }
}
