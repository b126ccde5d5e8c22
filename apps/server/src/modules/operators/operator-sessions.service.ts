import { randomBytes, randomUUID } from 'node:crypto';
import { type OperatorRole, operatorRoleSchema, Retcode } from '@switchboard/protocol';
import type { Db, Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { hashToken } from '../sessions/index.ts';
import {
  deleteEndedOperatorSessions,
  findActiveOperatorSession,
  insertOperatorSession,
  revokeOperatorSession,
  revokeOperatorSessions,
  touchOperatorSession,
} from './operator-sessions.repo.ts';

/** The signed-in operator of a console call. */
export interface OperatorContext {
  operatorId: string;
  email: string;
  role: OperatorRole;
  sessionId: string;
}

/** Where a console session was opened from. */
export interface OperatorOrigin {
  ip: string;
  userAgent: string;
}

const TOKEN_BYTES = 32;
/** Longer headers are refused before anything is hashed. */
const MAX_TOKEN_LENGTH = 200;

/**
 * Console sessions: opaque tokens of which only hashes are stored, ended by `idleMs` without a call
 * (each call restarts the clock), by signing out, or by new credentials.
 */
export class OperatorSessionService {
  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
  ) {}

  /** Opens a session in the caller's transaction and returns its token (the only time it exists in clear). */
  async create(
    ex: Executor,
    operatorId: string,
    origin: OperatorOrigin,
  ): Promise<{ token: string; sessionId: string }> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const sessionId = randomUUID();
    const now = Date.now();
    await insertOperatorSession(ex, {
      id: sessionId,
      operator_id: operatorId,
      token_hash: hashToken(token),
      ip: origin.ip,
      user_agent: origin.userAgent.slice(0, 512),
      created_at: now,
      last_seen_at: now,
      revoked_at: null,
    });
    return { token, sessionId };
  }

  /**
   * The operator of a token, whose session's idle clock restarts; CONSOLE_NOT_SIGNED_IN without a
   * token, CONSOLE_SESSION_EXPIRED for one unknown, signed out, idle too long or of a disabled operator.
   */
  async authenticate(token: string | undefined): Promise<OperatorContext> {
    if (token === undefined || token === '') throw new AppError(Retcode.CONSOLE_NOT_SIGNED_IN);
    if (token.length > MAX_TOKEN_LENGTH) throw new AppError(Retcode.CONSOLE_SESSION_EXPIRED);
    const now = Date.now();
    const found = await findActiveOperatorSession(this.db, hashToken(token), now - this.idleMs);
    const role = operatorRoleSchema.safeParse(found?.role);
    if (found === undefined || !role.success) throw new AppError(Retcode.CONSOLE_SESSION_EXPIRED);
    await touchOperatorSession(this.db, found.sessionId, now);
    return { operatorId: found.operatorId, email: found.email, role: role.data, sessionId: found.sessionId };
  }

  /** Ends one session (signing out). */
  revoke(ex: Executor, sessionId: string): Promise<void> {
    return revokeOperatorSession(ex, sessionId, Date.now());
  }

  /** Ends every session of an operator; answers how many were open (idle ones included). */
  revokeAll(ex: Executor, operatorId: string): Promise<number> {
    return revokeOperatorSessions(ex, operatorId, Date.now());
  }

  /** Deletes sessions that ended more than `retentionMs` ago. */
  prune(retentionMs: number): Promise<number> {
    return deleteEndedOperatorSessions(this.db, Date.now() - retentionMs - this.idleMs);
  }
}
