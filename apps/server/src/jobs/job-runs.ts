import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { JOB_RUNS_KEPT, type JobRun, type JobRunOutcome } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/types.ts';
import { endJobRun, insertJobRun, latestJobRuns, pruneJobRuns } from './job-runs.repo.ts';

/** What this node knows of one background job since it started. */
export interface JobRecord {
  name: string;
  runs: number;
  failures: number;
  lastStartedAt: number | null;
  lastEndedAt: number | null;
  lastOutcome: JobRunOutcome | null;
  lastFailedAt: number | null;
  lastError: string | null;
}

/** Where runs are kept beyond this node's memory. */
interface RunStore {
  db: Db;
  log: FastifyBaseLogger;
}

/**
 * The runs of this node's background jobs, written by the job runners around each run and read by
 * the console's operations page. This node's counts since it started live in memory; once
 * `persistTo` is called each run is also written to `job_runs` (the newest JOB_RUNS_KEPT of each job
 * kept), so the page shows the latest runs of every node, a stopped one's included.
 */
export class JobRuns {
  readonly #jobs = new Map<string, JobRecord>();
  #store: RunStore | undefined;
  /** This node in the stored runs: its host name and a short id of this process. */
  readonly node = `${hostname()} #${randomUUID().slice(0, 8)}`;

  /** Writes every later run to the database too; a failed write is logged, never the job's failure. */
  persistTo(db: Db, log: FastifyBaseLogger): void {
    this.#store = { db, log };
  }

  /** Lists a job before its first run, so a job that never ran yet shows as such. */
  declare(name: string): void {
    if (this.#jobs.has(name)) return;
    this.#jobs.set(name, {
      name,
      runs: 0,
      failures: 0,
      lastStartedAt: null,
      lastEndedAt: null,
      lastOutcome: null,
      lastFailedAt: null,
      lastError: null,
    });
  }

  /**
   * Runs one step of a job, recording its start, end and outcome (and, when the step answers a
   * number, how many items it handled); the step's error is thrown on.
   */
  async track<T>(name: string, step: () => Promise<T>): Promise<T> {
    this.declare(name);
    const record = this.#jobs.get(name) as JobRecord;
    record.runs += 1;
    record.lastStartedAt = Date.now();
    record.lastEndedAt = null;
    record.lastOutcome = 'running';
    const id = randomUUID();
    await this.#write('start', name, async (db) => {
      await insertJobRun(db, {
        id,
        job: name,
        node: this.node,
        started_at: record.lastStartedAt as number,
        ended_at: null,
        outcome: 'running',
        handled: null,
        error: null,
      });
    });
    let handled: number | null = null;
    try {
      const result = await step();
      record.lastOutcome = 'ok';
      if (typeof result === 'number' && Number.isInteger(result) && result >= 0) handled = result;
      return result;
    } catch (error) {
      record.lastOutcome = 'failed';
      record.failures += 1;
      record.lastFailedAt = Date.now();
      record.lastError = error instanceof Error ? error.message : String(error);
      throw error;
    } finally {
      record.lastEndedAt = Date.now();
      await this.#write('end', name, async (db) => {
        await endJobRun(db, id, {
          ended_at: record.lastEndedAt,
          outcome: record.lastOutcome ?? 'failed',
          handled,
          error: record.lastOutcome === 'failed' ? record.lastError : null,
        });
        await pruneJobRuns(db, name, JOB_RUNS_KEPT);
      });
    }
  }

  /** Every job's record, in the order they were declared (copies). */
  list(): JobRecord[] {
    return [...this.#jobs.values()].map((record) => ({ ...record }));
  }

  /** The newest `perJob` stored runs of every job, every node's; none before `persistTo`. */
  async latest(perJob: number): Promise<JobRun[]> {
    return this.#store === undefined ? [] : latestJobRuns(this.#store.db, perJob);
  }

  /** One write to the store, if any; a database that fails here must not fail the job or hide its error. */
  async #write(what: 'start' | 'end', job: string, write: (db: Db) => Promise<void>): Promise<void> {
    const store = this.#store;
    if (store === undefined) return;
    try {
      await write(store.db);
    } catch (error) {
      store.log.warn({ err: error, job, what }, 'could not record a job run');
    }
  }
}
