import type { BackgroundJob } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRuns } from './job-runs.ts';

/** One retry step; returns how many items it handled. */
export type RetryTask = () => Promise<number>;

/**
 * Runs a retry task every `everyMs`, never two runs at once on this node. Tasks claim their work in
 * the database, so several nodes running them is safe. Returns how to stop.
 */
export function startRetrying(
  name: BackgroundJob,
  task: RetryTask,
  everyMs: number,
  log: FastifyBaseLogger,
  runs: JobRuns,
): () => void {
  runs.declare(name);
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const handled = await runs.track(name, task);
      if (handled > 0) log.info({ task: name, handled }, 'retried');
    } catch (error) {
      log.warn({ err: error, task: name }, 'retry task failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  // The timer must not keep a process (or a test run) alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
