import type { JobHealth, JobRun, OperationsState } from '@switchboard/protocol';
import type { JobRecord } from '../../jobs/job-runs.ts';

/** A round trip longer than this (ms) makes a database or Redis `slow`: it answers, but late. */
export const SLOW_ROUND_TRIP_MS = 200;
/** Longest wait for a database or Redis round trip before it counts as `down`. */
export const ROUND_TRIP_TIMEOUT_MS = 3000;
/**
 * A message waiting longer than this for the carrier makes the dispatch `slow`: each node retries
 * every DISPATCH_RETRY_EVERY_MS (30 s) messages older than 15 s, so two minutes means retries fail.
 */
export const SLOW_DISPATCH_MS = 120_000;

/** A job is `down` while its latest run failed, `ok` otherwise (never run yet included). */
export function jobHealth(record: JobRecord): JobHealth {
  return { ...record, state: record.lastOutcome === 'failed' ? 'down' : 'ok' };
}

/** How a dependency that answered in `ms` is doing. */
export function roundTripState(ms: number): OperationsState {
  return ms > SLOW_ROUND_TRIP_MS ? 'slow' : 'ok';
}

/** How the dispatch queue is doing, from its oldest message. */
export function dispatchState(oldestAt: number | null, now: number): OperationsState {
  return oldestAt !== null && now - oldestAt > SLOW_DISPATCH_MS ? 'slow' : 'ok';
}

/**
 * The runs as the page lists them: failed runs first (what an operator opens the page for), then
 * running and finished ones, newest first within each.
 */
export function runsForPage(runs: readonly JobRun[]): JobRun[] {
  const rank = (run: JobRun) => (run.outcome === 'failed' ? 0 : 1);
  return [...runs].sort((a, b) => rank(a) - rank(b) || b.startedAt - a.startedAt || a.id.localeCompare(b.id));
}
