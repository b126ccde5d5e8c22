import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/types.ts';

/**
 * Counts a hit in a fixed window in one atomic upsert and returns the count and the window's end;
 * a window that has ended restarts at 1.
 */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ count: number; resetAt: number }> {
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

/** Deletes windows that ended before `before`. */
export async function pruneRateLimits(db: Db, before: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('reset_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

interface RouteLike {
  method: string | string[];
  url: string;
}

/** A @fastify/rate-limit store keeping counters in the database, so every node sees the same counts. */
export function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly namespace = 'global',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      countHit(db, `${this.namespace}|${key}`, timeWindow, now).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - now) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteLike & { routeInfo?: RouteLike }): FastifyRateLimitStore {
      // The plugin passes the merged limits with the route under routeInfo (its typings say otherwise).
      // Each limited route gets its own counters, as the built-in store does.
      const route = routeOptions.routeInfo ?? routeOptions;
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      return new DatabaseRateLimitStore(routeOptions, `${method} ${route.url}`);
    }
  }
  return DatabaseRateLimitStore;
}
