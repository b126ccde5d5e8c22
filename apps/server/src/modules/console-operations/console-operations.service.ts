import { performance } from 'node:perf_hooks';
import {
  type Connection,
  type ConsoleCallDataInput,
  type DependencyHealth,
  JOB_RUNS_SHOWN,
  type JobRun,
  OPERATIONS_OUTBOX_SHOWN,
  type OutboxMessage,
} from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { listOutbox } from '../../adapters/mail/outbox.ts';
import type { ShortLivedStore } from '../../adapters/short-lived/index.ts';
import { type Dialect, pingDatabase } from '../../db/index.ts';
import type { Db } from '../../db/types.ts';
import type { JobRuns } from '../../jobs/job-runs.ts';
import type { RealtimeServer } from '../../realtime/index.ts';
import { askOtherNodes, type OtherNodes } from './cluster.ts';
import { undeliveredSummary } from './console-operations.repo.ts';
import type { NodeHealthProbe } from './node-health.ts';
import { dispatchState, ROUND_TRIP_TIMEOUT_MS, roundTripState, runsForPage } from './states.ts';

type OperationsData = ConsoleCallDataInput<'consoleOperations'>;

/** What the operations page reads. */
export interface OperationsDeps {
  db: Db;
  dialect: Dialect;
  /** The short-lived store: Redis when REDIS_URL is set, which is then the Redis to check. */
  shortLived: ShortLivedStore;
  io: RealtimeServer;
  /** True when Redis links this node to others (REDIS_URL). */
  clustered: boolean;
  probe: NodeHealthProbe;
  /** The background jobs' runs, stored by every node. */
  jobRuns: JobRuns;
  /** True outside production, where mail lands in the outbox. */
  outbox: boolean;
  /** The adapters this node is configured with. */
  connections: Connection[];
  log: FastifyBaseLogger;
}

/** Resolves with the promise, or rejects once `ms` passed without an answer. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The state of the service for the console's operations page. Every part is read on its own and a
 * part that fails is reported as `down` (details in the log), so the page always answers: it is
 * what an operator opens when something is wrong.
 */
export class OperationsService {
  constructor(private readonly deps: OperationsDeps) {}

  async state(): Promise<OperationsData> {
    const { probe, clustered, dialect } = this.deps;
    const [database, redis, dispatch, outbox, jobRuns, others] = await Promise.all([
      this.#roundTrip('database', async () => {
        if (!(await pingDatabase(this.deps.db))) throw new Error('the database did not answer');
      }),
      clustered ? this.#roundTrip('redis', () => this.deps.shortLived.ping()) : null,
      this.#dispatch(),
      this.#outbox(),
      this.#jobRuns(),
      clustered ? askOtherNodes(this.deps.io, this.deps.log) : ({ nodes: [], complete: true } as OtherNodes),
    ]);
    const self = probe.snapshot(true);
    return {
      checkedAt: Date.now(),
      nodes: { list: [self, ...others.nodes], clustered, state: others.complete ? 'ok' : 'down' },
      database: { ...database, dialect },
      redis,
      dispatch,
      outbox,
      jobRuns,
      connections: this.deps.connections,
    };
  }

  /** Times one trivial round trip; no answer within the bound counts as down. */
  async #roundTrip(dependency: string, ping: () => Promise<void>): Promise<DependencyHealth> {
    const started = performance.now();
    try {
      await within(ping(), ROUND_TRIP_TIMEOUT_MS);
      const ms = Math.round((performance.now() - started) * 10) / 10;
      return { state: roundTripState(ms), roundTripMs: ms };
    } catch (error) {
      this.deps.log.warn({ err: error, dependency }, 'operations: a dependency did not answer');
      return { state: 'down', roundTripMs: null };
    }
  }

  async #dispatch(): Promise<OperationsData['dispatch']> {
    try {
      const { pending, oldestAt } = await within(undeliveredSummary(this.deps.db), ROUND_TRIP_TIMEOUT_MS);
      return { state: dispatchState(oldestAt, Date.now()), pending, oldestAt };
    } catch (error) {
      this.deps.log.warn({ err: error }, 'operations: could not count the messages waiting for the carrier');
      return { state: 'down', pending: 0, oldestAt: null };
    }
  }

  async #jobRuns(): Promise<JobRun[]> {
    try {
      return runsForPage(await within(this.deps.jobRuns.latest(JOB_RUNS_SHOWN), ROUND_TRIP_TIMEOUT_MS));
    } catch (error) {
      this.deps.log.warn({ err: error }, 'operations: could not read the job runs');
      return [];
    }
  }

  async #outbox(): Promise<OutboxMessage[] | null> {
    if (!this.deps.outbox) return null;
    try {
      return await within(listOutbox(this.deps.db, OPERATIONS_OUTBOX_SHOWN), ROUND_TRIP_TIMEOUT_MS);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'operations: could not read the outbox');
      return [];
    }
  }
}
