import type { Executor } from '../../db/types.ts';

/** A subscription as the sender needs it. */
export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

/**
 * Keeps a browser's subscription for a session; the same endpoint saved again (a new key pair, or
 * another person signed in on that browser) replaces the old row.
 */
export async function saveSubscription(
  ex: Executor,
  row: {
    endpoint: string;
    accountId: string;
    sessionId: string;
    p256dh: string;
    auth: string;
    language: string;
    now: number;
  },
): Promise<void> {
  const values = {
    account_id: row.accountId,
    session_id: row.sessionId,
    p256dh: row.p256dh,
    auth: row.auth,
    language: row.language,
    created_at: row.now,
  };
  await ex
    .insertInto('push_subscriptions')
    .values({ endpoint: row.endpoint, ...values })
    .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(values))
    .execute();
}

/** Forgets an endpoint of the account; true when it was one. */
export async function deleteSubscription(
  ex: Executor,
  accountId: string,
  endpoint: string,
): Promise<boolean> {
  const result = await ex
    .deleteFrom('push_subscriptions')
    .where('account_id', '=', accountId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Forgets an endpoint the push service no longer knows. */
export async function forgetEndpoint(ex: Executor, endpoint: string): Promise<void> {
  await ex.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/** The account's subscriptions whose session is still live (not signed out, not expired). */
export async function liveSubscriptions(
  ex: Executor,
  accountId: string,
  now: number,
): Promise<StoredSubscription[]> {
  return ex
    .selectFrom('push_subscriptions')
    .innerJoin('sessions', 'sessions.id', 'push_subscriptions.session_id')
    .select([
      'push_subscriptions.endpoint',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
      'push_subscriptions.language',
    ])
    .where('push_subscriptions.account_id', '=', accountId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .execute();
}

/** Whether the account muted the conversation (no row: not muted). */
export async function isMuted(
  ex: Executor,
  key: { accountId: string; ownFull: string; otherFull: string },
): Promise<boolean> {
  const row = await ex
    .selectFrom('conversations')
    .select('muted')
    .where('account_id', '=', key.accountId)
    .where('own_full', '=', key.ownFull)
    .where('other_full', '=', key.otherFull)
    .executeTakeFirst();
  return row !== undefined && Number(row.muted) === 1;
}
