import type { Executor, OperatorSessionsTable } from '../../db/types.ts';

/** Stores a new operator session. */
export async function insertOperatorSession(ex: Executor, row: OperatorSessionsTable): Promise<void> {
  await ex.insertInto('operator_sessions').values(row).execute();
}

/** A session with the operator it belongs to. */
export interface OperatorSessionRow {
  sessionId: string;
  operatorId: string;
  email: string;
  role: string;
}

/**
 * The live session of a token hash: not revoked, used since `activeSince`, of an operator who is not
 * disabled. Undefined otherwise.
 */
export async function findActiveOperatorSession(
  ex: Executor,
  tokenHash: string,
  activeSince: number,
): Promise<OperatorSessionRow | undefined> {
  return ex
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select([
      'operator_sessions.id as sessionId',
      'operators.id as operatorId',
      'operators.email as email',
      'operators.role as role',
    ])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operator_sessions.last_seen_at', '>', activeSince)
    .where('operators.disabled', '=', 0)
    .executeTakeFirst();
}

/** Restarts a session's idle clock. */
export async function touchOperatorSession(ex: Executor, sessionId: string, now: number): Promise<void> {
  await ex.updateTable('operator_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

/** Ends one session. */
export async function revokeOperatorSession(ex: Executor, sessionId: string, now: number): Promise<void> {
  await ex
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every session of an operator (new credentials from a setup link, the operator disabled);
 * answers how many were still open.
 */
export async function revokeOperatorSessions(ex: Executor, operatorId: string, now: number): Promise<number> {
  const result = await ex
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes sessions revoked or idle since before `before`; they can never authenticate again. */
export async function deleteEndedOperatorSessions(ex: Executor, before: number): Promise<number> {
  const result = await ex
    .deleteFrom('operator_sessions')
    .where((eb) => eb.or([eb('revoked_at', '<', before), eb('last_seen_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
