import type { FastifyBaseLogger } from 'fastify';

/** One cleanup step; returns how many rows it deleted. */
export type PruneTask = () => Promise<number>;

const EVERY_MS = 10 * 60_000;

/**
 * Runs the cleanup tasks now and then every ten minutes. Every task is an idempotent DELETE of rows
 * that can no longer matter, so several nodes running it at once is harmless.
 */
export function startPruning(tasks: Record<string, PruneTask>, log: FastifyBaseLogger): () => void {
  const run = async () => {
    for (const [name, task] of Object.entries(tasks)) {
      try {
        const deleted = await task();
        if (deleted > 0) log.debug({ task: name, deleted }, 'pruned');
      } catch (error) {
        log.warn({ err: error, task: name }, 'prune task failed');
      }
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  // The timer must not keep a process (or a test run) alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
