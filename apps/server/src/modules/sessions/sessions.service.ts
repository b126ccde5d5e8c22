import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type BrandId, isBrandId, Retcode, type UiLanguage } from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import {
  deleteRetiredTokensOfEndedSessions,
  findSessionOfRetiredToken,
  insertRetiredToken,
  retiredTokenGraceUntil,
} from './retired-tokens.repo.ts';
import {
  currentTokenHash,
  deleteEndedSessions,
  findLiveSession,
  insertSession,
  isSessionLive,
  liveSessionStatus,
  liveSessionsOfAccount,
  replaceToken,
  revokeAccountSessions,
  revokeSession,
  type SessionWithAccount,
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

/**
 * How long a token keeps working after a refresh rotated it away: tabs refreshing at the same time
 * with the same token all succeed, and a request already under way with it is not refused.
 */
export const TOKEN_GRACE_MS = 60_000;

/** Concurrent refreshes of one session each retry this many times when another rotated first. */
const ROTATE_ATTEMPTS = 5;

/** Why a session was revoked when a rotated-away token came back after its grace window. */
const REUSE_REASON = 'token reuse';

/** Told the session a rotated-away token was reused in, after it was revoked (to end its sockets). */
export type ReuseRevokedListener = (sessionId: string, language: UiLanguage) => void;

function uiLanguage(stored: string): UiLanguage {
  return stored === 'zh-CN' ? 'zh-CN' : 'en';
}

/** SHA-256 of a token, hex: what the database stores and looks up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * Opaque, revocable session tokens of which only hashes are stored. A refresh rotates the token; the
 * one it replaced keeps working for `graceMs`, and coming back after that revokes the session.
 */
export class SessionService {
  private reuseRevoked: ReuseRevokedListener | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly graceMs: number = TOKEN_GRACE_MS,
    /** No refresh takes a session past this long after its login: a leaked token cannot live forever. */
    private readonly maxLifetimeMs: number = Number.POSITIVE_INFINITY,
  ) {}

  /** Sets who hears of a session revoked for the reuse of a rotated-away token (realtime ends its sockets). */
  onReuseRevoked(listener: ReuseRevokedListener): void {
    this.reuseRevoked = listener;
  }

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
    const found = await this.sessionOf(hashToken(token), Date.now());
    if (found === undefined || !isBrandId(found.brand)) throw new AppError(Retcode.TOKEN_INVALID);
    if (found.status === 'suspended') throw new AppError(Retcode.ACCOUNT_SUSPENDED);
    if (found.status === 'deleted') throw new AppError(Retcode.ACCOUNT_DELETED);
    return {
      sessionId: found.sessionId,
      accountId: found.accountId,
      brand: found.brand,
      language: uiLanguage(found.language),
    };
  }

  /**
   * The live session of a token: its current one, or one a refresh rotated away within the grace
   * window. A rotated-away token after its window is a stolen copy coming back (the owner moved on
   * long ago): the whole session is revoked.
   */
  private async sessionOf(tokenHash: string, now: number): Promise<SessionWithAccount | undefined> {
    const live = await findLiveSession(this.db, tokenHash, now);
    if (live !== undefined) return live;
    const retired = await findSessionOfRetiredToken(this.db, tokenHash, now);
    if (retired === undefined) return undefined;
    const { graceUntil, ...session } = retired;
    if (now <= graceUntil) return session;
    if (await revokeSession(this.db, session.sessionId, REUSE_REASON, now)) {
      this.reuseRevoked?.(session.sessionId, uiLanguage(session.language));
    }
    return undefined;
  }

  /**
   * Gives the session a new token and a fresh expiry. The token it replaces keeps working for the
   * grace window, so a second refresh with the same token (another tab) rotates again and succeeds.
   * The session keeps its id, so sockets opened with an older token stay in its room.
   */
  async rotate(auth: AuthContext, presentedToken: string): Promise<{ token: string; issuedAt: number }> {
    const presented = hashToken(presentedToken);
    for (let attempt = 0; attempt < ROTATE_ATTEMPTS; attempt++) {
      const token = newToken();
      const outcome = await inTransaction(this.db, async (trx) => {
        const now = Date.now();
        const found = await currentTokenHash(trx, auth.sessionId, now);
        if (found === undefined) return 'ended';
        const current = found.hash;
        const endOfLife = found.createdAt + this.maxLifetimeMs;
        if (now >= endOfLife) return 'ended';
        // Strictly later than the token it replaces, even within one millisecond: tabs keep the later.
        const issuedAt = Math.max(now, found.issuedAt + 1);
        if (current !== presented) {
          const graceUntil = await retiredTokenGraceUntil(trx, auth.sessionId, presented);
          if (graceUntil === undefined || now > graceUntil) return 'ended';
        }
        const replaced = await replaceToken(trx, {
          sessionId: auth.sessionId,
          oldHash: current,
          newHash: hashToken(token),
          issuedAt,
          expiresAt: Math.min(now + this.ttlMs, endOfLife),
        });
        // Another refresh rotated it between our read and our write: look again.
        if (!replaced) return 'raced';
        await insertRetiredToken(trx, {
          token_hash: current,
          session_id: auth.sessionId,
          retired_at: now,
          grace_until: now + this.graceMs,
        });
        return issuedAt;
      });
      if (typeof outcome === 'number') return { token, issuedAt: outcome };
      // A logout, a revocation or the end of the grace window got there first.
      if (outcome === 'ended') throw new AppError(Retcode.TOKEN_INVALID);
    }
    throw new AppError(Retcode.TOKEN_INVALID);
  }

  /** True while the session can still authenticate (its token may have rotated meanwhile). */
  isLive(sessionId: string): Promise<boolean> {
    return isSessionLive(this.db, sessionId, Date.now());
  }

  /**
   * Why a session's sockets must go: SESSION_ENDED when it ended, its account's retcode when the
   * account was suspended or deleted; undefined while it may stay.
   */
  async refusalOf(sessionId: string): Promise<number | undefined> {
    const status = await liveSessionStatus(this.db, sessionId, Date.now());
    if (status === undefined) return Retcode.SESSION_ENDED;
    if (status === 'suspended') return Retcode.ACCOUNT_SUSPENDED;
    if (status === 'deleted') return Retcode.ACCOUNT_DELETED;
    return undefined;
  }

  /** The live sessions of an account, each with its language (for what its sockets are told). */
  async liveOf(accountId: string): Promise<{ sessionId: string; language: UiLanguage }[]> {
    const rows = await liveSessionsOfAccount(this.db, accountId, Date.now());
    return rows.map((row) => ({ sessionId: row.id, language: uiLanguage(row.language) }));
  }

  /** Ends one session; true when it was live. */
  revoke(sessionId: string, reason: string): Promise<boolean> {
    return revokeSession(this.db, sessionId, reason, Date.now());
  }

  /** Ends every session of an account (suspension, deletion, password change) and returns their ids. */
  revokeAll(accountId: string, reason: string): Promise<string[]> {
    return revokeAccountSessions(this.db, accountId, reason, Date.now());
  }

  /**
   * Forgets rotated-away token hashes of sessions that can no longer authenticate (they are kept
   * only to recognise a reuse while the session lives), and sessions that ended more than
   * `retentionMs` ago.
   */
  async prune(retentionMs: number): Promise<number> {
    const now = Date.now();
    const retired = await deleteRetiredTokensOfEndedSessions(this.db, now);
    return retired + (await deleteEndedSessions(this.db, now - retentionMs));
  }
}
