import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { ShortLivedStore } from '../adapters/short-lived/index.ts';

interface RouteLike {
  method: string | string[];
  url: string;
}

/**
 * A @fastify/rate-limit store counting in the shared short-lived store (Redis or the database), so
 * every node sees the same counts.
 */
export function sharedStore(store: ShortLivedStore): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly namespace = 'global',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      store.hit(`rate:${this.namespace}|${key}`, timeWindow).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteLike & { routeInfo?: RouteLike }): FastifyRateLimitStore {
      // The plugin passes the merged limits with the route under routeInfo (its typings say otherwise).
      // Each limited route gets its own counters, as the built-in store does.
      const route = routeOptions.routeInfo ?? routeOptions;
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      return new SharedRateLimitStore(routeOptions, `${method} ${route.url}`);
    }
  }
  return SharedRateLimitStore;
}
