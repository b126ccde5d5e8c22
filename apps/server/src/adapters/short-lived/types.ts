/** Events recorded under a key since a moment. */
export interface EventCount {
  /** How many. */
  count: number;
  /** When the newest happened (epoch milliseconds), if any did. */
  newest: number | undefined;
}

/** Counter state after one hit in a fixed window. */
export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the current window ends (epoch milliseconds). */
  resetAt: number;
}

/**
 * Shared state that lives minutes, not months: captcha answers, captcha and slider passes, slider
 * puzzles, verification codes with the sends they count, and rate-limit counters. Every node must see the same entries, and an entry is spent by
 * taking it, so a value is used at most once across all nodes.
 */
export interface ShortLivedStore {
  /** Which backend holds the entries (for logs and health). */
  readonly kind: 'database' | 'redis';
  /** Stores a value for ttlMs, replacing any value under the key. */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** Removes and returns a live value; undefined when absent or expired. */
  take(key: string): Promise<string | undefined>;
  /** Reads a live value without spending it. */
  peek(key: string): Promise<string | undefined>;
  /**
   * Replaces a live value only if it still equals `expected`, for a new lifetime; false when it changed,
   * expired or is gone. This is how a state moves on (a code's tries, validated, spent) exactly once.
   */
  swap(key: string, expected: string, next: string, ttlMs: number): Promise<boolean>;
  /** Records an event at `at` under a key, kept keepMs (sliding-window limits count them). */
  note(key: string, at: number, keepMs: number): Promise<void>;
  /** Counts the events of a key at or after `since`. */
  since(key: string, since: number): Promise<EventCount>;
  /** Counts one hit on a counter whose window starts at its first hit and lasts windowMs. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Deletes expired entries; a store that expires them by itself returns 0. */
  prune(now: number): Promise<number>;
  /** Releases connections. */
  close(): Promise<void>;
  /** One trivial round trip to the backend; throws when it does not answer (the operations page). */
  ping(): Promise<void>;
}
