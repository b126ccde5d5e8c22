import { sql } from 'kysely';
import type { Db } from '../../db/types.ts';
import type { EventCount, ShortLivedStore, WindowCount } from './types.ts';

/**
 * Short-lived entries in the database (tables short_lived_entries and short_lived_events, counters in rate_limits): no extra
 * component, and every node on the same database shares them. Expired rows are ignored on read and
 * deleted by the prune job.
 */
export class DatabaseShortLivedStore implements ShortLivedStore {
  readonly kind = 'database';

  constructor(private readonly db: Db) {}

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    const expiresAt = Date.now() + ttlMs;
    await this.db
      .insertInto('short_lived_entries')
      .values({ key, value, expires_at: expiresAt })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, expires_at: expiresAt }))
      .execute();
  }

  async take(key: string): Promise<string | undefined> {
    // Deleting first is what makes the value single-use: of two nodes taking at once, one gets the row.
    const row = await this.db
      .deleteFrom('short_lived_entries')
      .where('key', '=', key)
      .returning(['value', 'expires_at'])
      .executeTakeFirst();
    return row === undefined || Number(row.expires_at) <= Date.now() ? undefined : row.value;
  }

  async peek(key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('short_lived_entries')
      .select(['value', 'expires_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row === undefined || Number(row.expires_at) <= Date.now() ? undefined : row.value;
  }

  async swap(key: string, expected: string, next: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    const result = await this.db
      .updateTable('short_lived_entries')
      .set({ value: next, expires_at: now + ttlMs })
      .where('key', '=', key)
      .where('value', '=', expected)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async note(key: string, at: number, keepMs: number): Promise<void> {
    await this.db
      .insertInto('short_lived_events')
      .values({ key, at, expires_at: at + keepMs })
      .execute();
  }

  async since(key: string, since: number): Promise<EventCount> {
    const row = await this.db
      .selectFrom('short_lived_events')
      .where('key', '=', key)
      .where('at', '>=', since)
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('at').as('newest')])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), newest: row.newest === null ? undefined : Number(row.newest) };
  }

  hit(key: string, windowMs: number): Promise<WindowCount> {
    return countHit(this.db, key, windowMs, Date.now());
  }

  async prune(now: number): Promise<number> {
    const entries = await this.db
      .deleteFrom('short_lived_entries')
      .where('expires_at', '<', now)
      .executeTakeFirst();
    const counters = await this.db.deleteFrom('rate_limits').where('reset_at', '<', now).executeTakeFirst();
    const events = await this.db
      .deleteFrom('short_lived_events')
      .where('expires_at', '<', now)
      .executeTakeFirst();
    return Number(entries.numDeletedRows) + Number(counters.numDeletedRows) + Number(events.numDeletedRows);
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async close(): Promise<void> {}
}

/**
 * Counts a hit in a fixed window in one atomic upsert and returns the count and the window's end;
 * a window that has ended restarts at 1.
 */
export async function countHit(db: Db, key: string, windowMs: number, now: number): Promise<WindowCount> {
  const resetAt = now + windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}
