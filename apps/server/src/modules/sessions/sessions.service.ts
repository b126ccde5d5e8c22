import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type BrandId, isBrandId, Retcode, type UiLanguage } from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import {
  deleteEndedSessions,
  findLiveSession,
  insertSession,
  isSessionLive,
  replaceToken,
  revokeAccountSessions,
  revokeSession,
} from './sessions.repo.ts';

/** Who is calling: established from a token by authenticate(). */
export interface AuthContext {
  sessionId: string;
  accountId: string;
  brand: BrandId;
  /** Language the session was opened in; socket messages use it. */
  language: UiLanguage;
}

/** Where a session was opened from, kept for the account's security history. */
export interface SessionOrigin {
  language: UiLanguage;
  ip: string;
  userAgent: string;
}

const TOKEN_BYTES = 32;

/** SHA-256 of a token, hex: what the database stores and looks up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Opaque, revocable session tokens of which only hashes are stored. */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  /** Opens a session for an account and returns its token (the only time it exists in clear). */
  async create(accountId: string, origin: SessionOrigin): Promise<string> {
    const token = newToken();
    const now = Date.now();
    await insertSession(this.db, {
      id: randomUUID(),
      account_id: accountId,
      token_hash: hashToken(token),
      language: origin.language,
      ip: origin.ip,
      user_agent: origin.userAgent.slice(0, 512),
      created_at: now,
      refreshed_at: now,
      expires_at: now + this.ttlMs,
      revoked_at: null,
      revoked_reason: null,
    });
    return token;
  }

  /** Resolves a token to its caller, or throws the retcode the client must react to. */
  async authenticate(token: string | undefined): Promise<AuthContext> {
    if (token === undefined || token === '') throw new AppError(Retcode.NOT_LOGGED_IN);
    // Bound the work an attacker can cause with absurd headers before hashing anything.
    if (token.length > 200) throw new AppError(Retcode.TOKEN_INVALID);
    const found = await findLiveSession(this.db, hashToken(token), Date.now());
    if (found === undefined || !isBrandId(found.brand)) throw new AppError(Retcode.TOKEN_INVALID);
    if (found.status === 'suspended') throw new AppError(Retcode.ACCOUNT_SUSPENDED);
    if (found.status === 'deleted') throw new AppError(Retcode.ACCOUNT_DELETED);
    return {
      sessionId: found.sessionId,
      accountId: found.accountId,
      brand: found.brand,
      language: found.language === 'zh-CN' ? 'zh-CN' : 'en',
    };
  }

  /**
   * Gives the session a new token and a fresh expiry; the presented token stops working at once.
   * The session keeps its id, so sockets opened with the old token stay in its room.
   */
  async rotate(auth: AuthContext, presentedToken: string): Promise<string> {
    const token = newToken();
    const now = Date.now();
    const replaced = await replaceToken(this.db, {
      sessionId: auth.sessionId,
      oldHash: hashToken(presentedToken),
      newHash: hashToken(token),
      now,
      expiresAt: now + this.ttlMs,
    });
    // A concurrent refresh or logout with the same token got there first.
    if (!replaced) throw new AppError(Retcode.TOKEN_INVALID);
    return token;
  }

  /** True while the session can still authenticate (its token may have rotated meanwhile). */
  isLive(sessionId: string): Promise<boolean> {
    return isSessionLive(this.db, sessionId, Date.now());
  }

  /** Ends one session; true when it was live. */
  revoke(sessionId: string, reason: string): Promise<boolean> {
    return revokeSession(this.db, sessionId, reason, Date.now());
  }

  /** Ends every session of an account (suspension, deletion, password change) and returns their ids. */
  revokeAll(accountId: string, reason: string): Promise<string[]> {
    return revokeAccountSessions(this.db, accountId, reason, Date.now());
  }

  /** Forgets sessions that ended more than `retentionMs` ago. */
  prune(retentionMs: number): Promise<number> {
    return deleteEndedSessions(this.db, Date.now() - retentionMs);
  }
}
