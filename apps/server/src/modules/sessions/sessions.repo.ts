import type { AccountStatus, Executor, SessionsTable } from '../../db/types.ts';

/** What authentication needs from a session and its account, read in one query. */
export interface SessionWithAccount {
  sessionId: string;
  accountId: string;
  brand: string;
  status: AccountStatus;
  language: string;
}

/** Stores a new session. */
export async function insertSession(ex: Executor, row: SessionsTable): Promise<void> {
  await ex.insertInto('sessions').values(row).execute();
}

/** The columns of a session with its account that authentication reads. */
export const SESSION_WITH_ACCOUNT = [
  'sessions.id as sessionId',
  'accounts.id as accountId',
  'accounts.brand as brand',
  'accounts.status as status',
  'sessions.language as language',
] as const;

/** The live session holding this token hash, with its account; undefined when unknown, expired or revoked. */
export async function findLiveSession(
  ex: Executor,
  tokenHash: string,
  now: number,
): Promise<SessionWithAccount | undefined> {
  return ex
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(SESSION_WITH_ACCOUNT)
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

/** The current token hash of a live session and when it was issued; undefined when the session ended. */
export async function currentTokenHash(
  ex: Executor,
  sessionId: string,
  now: number,
): Promise<{ hash: string; issuedAt: number; createdAt: number } | undefined> {
  const row = await ex
    .selectFrom('sessions')
    .select(['token_hash', 'refreshed_at', 'created_at'])
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { hash: row.token_hash, issuedAt: Number(row.refreshed_at), createdAt: Number(row.created_at) };
}

/** Swaps the token of a live session if it still holds `oldHash`; false when another call won the race. */
export async function replaceToken(
  ex: Executor,
  change: { sessionId: string; oldHash: string; newHash: string; issuedAt: number; expiresAt: number },
): Promise<boolean> {
  const result = await ex
    .updateTable('sessions')
    .set({ token_hash: change.newHash, refreshed_at: change.issuedAt, expires_at: change.expiresAt })
    .where('id', '=', change.sessionId)
    .where('token_hash', '=', change.oldHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks a session revoked; false when it already was. */
export async function revokeSession(
  ex: Executor,
  sessionId: string,
  reason: string,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every live session of an account and returns their ids, so their sockets can be ended. */
export async function revokeAccountSessions(
  ex: Executor,
  accountId: string,
  reason: string,
  now: number,
): Promise<string[]> {
  const rows = await ex
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A live session's account status; undefined when the session is revoked, expired or unknown. */
export async function liveSessionStatus(
  ex: Executor,
  sessionId: string,
  now: number,
): Promise<AccountStatus | undefined> {
  const row = await ex
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select('accounts.status as status')
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row?.status;
}

/** The live sessions of an account with the language each signed in with. */
export async function liveSessionsOfAccount(
  ex: Executor,
  accountId: string,
  now: number,
): Promise<{ id: string; language: string }[]> {
  return ex
    .selectFrom('sessions')
    .select(['id', 'language'])
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** Deletes sessions that ended before `before`; they can never authenticate again. */
export async function deleteEndedSessions(ex: Executor, before: number): Promise<number> {
  const result = await ex
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** True while a session is neither revoked nor expired. */
export async function isSessionLive(ex: Executor, sessionId: string, now: number): Promise<boolean> {
  const row = await ex
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the account's security page shows of a live session. */
export interface LiveSessionRow {
  id: string;
  ip: string;
  userAgent: string;
  createdAt: number;
  refreshedAt: number;
}

/** The live sessions of an account with where they came from, the most recently refreshed first. */
export async function liveSessionDetails(
  ex: Executor,
  accountId: string,
  now: number,
): Promise<LiveSessionRow[]> {
  const rows = await ex
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'refreshed_at'])
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('refreshed_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: Number(row.created_at),
    refreshedAt: Number(row.refreshed_at),
  }));
}

/** Revokes one live session of this account; undefined when it is not live or not the account's, else its language. */
export async function revokeSessionOfAccount(
  ex: Executor,
  change: { sessionId: string; accountId: string; reason: string; now: number },
): Promise<string | undefined> {
  const row = await ex
    .updateTable('sessions')
    .set({ revoked_at: change.now, revoked_reason: change.reason })
    .where('id', '=', change.sessionId)
    .where('account_id', '=', change.accountId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', change.now)
    .returning('language')
    .executeTakeFirst();
  return row?.language;
}

/** Revokes every live session of an account but the kept one (all when none is kept); answers the ended ones with their languages. */
export async function revokeOtherSessions(
  ex: Executor,
  change: { accountId: string; keepSessionId: string | undefined; reason: string; now: number },
): Promise<{ id: string; language: string }[]> {
  const { keepSessionId } = change;
  return ex
    .updateTable('sessions')
    .set({ revoked_at: change.now, revoked_reason: change.reason })
    .where('account_id', '=', change.accountId)
    .$if(keepSessionId !== undefined, (query) => query.where('id', '!=', keepSessionId ?? ''))
    .where('revoked_at', 'is', null)
    .returning(['id', 'language'])
    .execute();
}
