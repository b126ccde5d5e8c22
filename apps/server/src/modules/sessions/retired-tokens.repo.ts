import type { Executor } from '../../db/types.ts';
import { SESSION_WITH_ACCOUNT, type SessionWithAccount } from './sessions.repo.ts';

/** The hash of a token a refresh rotated away, and until when it still works. */
export interface RetiredTokensTable {
  token_hash: string;
  session_id: string;
  retired_at: number;
  /** Presented until then it still authenticates; after it, it revokes the session. */
  grace_until: number;
}

// The table belongs to sessions alone; declaring it here adds it to the one typed schema.
declare module '../../db/types.ts' {
  interface DB {
    retired_tokens: RetiredTokensTable;
  }
}

/** A live session reached through a rotated-away token of it. */
export interface RetiredTokenSession extends SessionWithAccount {
  graceUntil: number;
}

/** The live session a rotated-away token belonged to, with the end of that token's grace window. */
export async function findSessionOfRetiredToken(
  ex: Executor,
  tokenHash: string,
  now: number,
): Promise<RetiredTokenSession | undefined> {
  const row = await ex
    .selectFrom('retired_tokens')
    .innerJoin('sessions', 'sessions.id', 'retired_tokens.session_id')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select([...SESSION_WITH_ACCOUNT, 'retired_tokens.grace_until as graceUntil'])
    .where('retired_tokens.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row === undefined ? undefined : { ...row, graceUntil: Number(row.graceUntil) };
}

/** When a rotated-away token of this session stops working; undefined when it is not one of its tokens. */
export async function retiredTokenGraceUntil(
  ex: Executor,
  sessionId: string,
  tokenHash: string,
): Promise<number | undefined> {
  const row = await ex
    .selectFrom('retired_tokens')
    .select('grace_until')
    .where('token_hash', '=', tokenHash)
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.grace_until);
}

/** Keeps the hash of a token a refresh just rotated away. */
export async function insertRetiredToken(ex: Executor, row: RetiredTokensTable): Promise<void> {
  await ex
    .insertInto('retired_tokens')
    .values(row)
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
}

/** Forgets rotated-away hashes of sessions that can no longer authenticate (ended or gone). */
export async function deleteRetiredTokensOfEndedSessions(ex: Executor, now: number): Promise<number> {
  const result = await ex
    .deleteFrom('retired_tokens')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sessions')
            .select('sessions.id')
            .whereRef('sessions.id', '=', 'retired_tokens.session_id')
            .where('sessions.revoked_at', 'is', null)
            .where('sessions.expires_at', '>', now),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
