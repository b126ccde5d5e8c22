import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { NodeHealth, OperationsState } from '@switchboard/protocol';
import type { JobRecord } from '../../jobs/job-runs.ts';
import { jobHealth } from './states.ts';

/** The server's version, from its package.json. */
const VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** How long one window of the event-loop delay lasts; the p99 reported covers this and the last one. */
const WINDOW_MS = 60_000;
/** A p99 event-loop delay above this means requests on this node wait for the CPU. */
const SLOW_LOOP_MS = 100;

/**
 * This node as it describes itself: version, uptime, event-loop delay, memory, sockets and jobs.
 * The delay's histogram is started once and rolled every minute, so a reading covers the last one
 * to two minutes rather than the whole life of the process.
 */
export class NodeHealthProbe {
  readonly #histogram = monitorEventLoopDelay({ resolution: 20 });
  readonly #timer: NodeJS.Timeout;
  readonly #startedAt = Date.now();
  #previousP99Ms = 0;

  constructor(
    readonly id: string,
    private readonly read: { sockets: () => number; jobs: () => JobRecord[] },
  ) {
    this.#histogram.enable();
    this.#timer = setInterval(() => {
      this.#previousP99Ms = this.#currentP99Ms();
      this.#histogram.reset();
    }, WINDOW_MS);
    // The timer must not keep a process (or a test run) alive on its own.
    this.#timer.unref();
  }

  #currentP99Ms(): number {
    // The histogram counts nanoseconds; with no sample yet it reads 0.
    return this.#histogram.count === 0 ? 0 : this.#histogram.percentile(99) / 1e6;
  }

  /** This node now; `self` says whether it is the node answering the console. */
  snapshot(self: boolean): NodeHealth {
    const now = Date.now();
    const p99 = Math.round(Math.max(this.#previousP99Ms, this.#currentP99Ms()) * 10) / 10;
    const memory = process.memoryUsage();
    const state: OperationsState = p99 > SLOW_LOOP_MS ? 'slow' : 'ok';
    return {
      id: this.id,
      self,
      hostname: hostname(),
      version: VERSION,
      startedAt: this.#startedAt,
      uptimeMs: now - this.#startedAt,
      eventLoopDelayP99Ms: p99,
      state,
      memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, heapTotalBytes: memory.heapTotal },
      sockets: this.read.sockets(),
      jobs: this.read.jobs().map(jobHealth),
    };
  }

  /** Stops measuring (on close). */
  stop(): void {
    clearInterval(this.#timer);
    this.#histogram.disable();
  }
}
