import { performance } from 'node:perf_hooks';

/**
 * How long one turn of the event loop may run SQLite queries back to back before the next query
 * waits for a later turn. better-sqlite3 runs a query synchronously, so without a bound every request
 * whose socket became readable together ran its queries in one turn: with ten clients paging
 * histories of 1,000,000 messages the event loop's p99 delay was 93 ms (bench/chat-list.ts). With
 * this budget it is 14 ms (2 ms gave 12 ms but 27 % fewer pages a second). Waiting before every
 * query instead cost a short request a tenth of its throughput (api-history 0.70 of a bare route,
 * 0.76 now, 0.82 with no turns at all: the in-process benchmark never lets the loop turn by itself,
 * so it pays a wait every few requests where a server fed by sockets seldom does).
 */
export const TURN_BUDGET_MS = 5;

/** Tells when the queries of the current event-loop turn have used up its budget. */
export class LoopTurns {
  /** When the current turn's first query ran; undefined once the loop has turned since. */
  private startedAt: number | undefined;

  constructor(private readonly budgetMs = TURN_BUDGET_MS) {}

  /**
   * Undefined while the turn has budget left (the query runs now, without even a microtask's wait),
   * else a promise resolved on a later turn, after timers and sockets.
   */
  take(): Promise<void> | undefined {
    if (this.startedAt === undefined || performance.now() - this.startedAt < this.budgetMs) {
      this.note();
      return undefined;
    }
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        this.note();
        resolve();
      }),
    );
  }

  /** Starts counting this turn, and notices (by an immediate) when the loop moves on. */
  private note(): void {
    if (this.startedAt !== undefined) return;
    this.startedAt = performance.now();
    setImmediate(() => {
      this.startedAt = undefined;
    });
  }
}
