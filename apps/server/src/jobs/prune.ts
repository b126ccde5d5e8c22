import type { BackgroundJob } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRuns } from './job-runs.ts';

/** One cleanup step; returns how many rows it deleted. */
export type PruneTask = () => Promise<number>;

const EVERY_MS = 10 * 60_000;

/**
 * Runs the cleanup tasks now and then every ten minutes. Every task is an idempotent DELETE of rows
 * that can no longer matter, so several nodes running it at once is harmless. Each task's runs are
 * recorded in `runs` under its job name.
 */
export function startPruning(
  tasks: Partial<Record<Extract<BackgroundJob, `prune${string}`>, PruneTask>>,
  log: FastifyBaseLogger,
  runs: JobRuns,
): () => void {
  const entries = Object.entries(tasks) as [BackgroundJob, PruneTask][];
  for (const [name] of entries) runs.declare(name);
  const run = async () => {
    for (const [name, task] of entries) {
      try {
        const deleted = await runs.track(name, task);
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
