import { z } from 'zod';
import { outboxMessageSchema } from '../simulator.ts';

/**
 * How a part of the service is doing: `ok`; `slow` when it answers but takes longer than it should
 * (a round trip, the event loop, messages waiting for the carrier); `down` when it does not answer
 * at all, or a job's latest run failed.
 */
export const operationsStateSchema = z.enum(['ok', 'slow', 'down']);
/** How a part of the service is doing. */
export type OperationsState = z.infer<typeof operationsStateSchema>;

/** The outbox entries the operations page lists, newest first. */
export const OPERATIONS_OUTBOX_SHOWN = 20;

/** A database or Redis, as one round trip found it. */
export const dependencyHealthSchema = z.object({
  state: operationsStateSchema,
  /** How long a trivial command took, ms; null when it did not answer. */
  roundTripMs: z.number().nonnegative().nullable(),
});
/** A database or Redis, as one round trip found it. */
export type DependencyHealth = z.infer<typeof dependencyHealthSchema>;

/**
 * The background jobs a node runs, by the names the server records them under; the console names
 * each in the operator's language. On the wire a job's name stays a string: a node of another
 * version may run a job this list does not know, which the console then shows as it is spelled.
 */
export const backgroundJobs = [
  'pruneShortLived',
  'pruneLoginFailures',
  'pruneSessions',
  'pruneOperatorSessions',
  'pruneOutbox',
  'messageDispatch',
  'numberRenewals',
  'codeNumberRents',
] as const;
/** A background job the server runs. */
export const backgroundJobSchema = z.enum(backgroundJobs);
/** A background job the server runs. */
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

/** One background job of a node since that node started: its runs, its latest run and failure. */
export const jobHealthSchema = z.object({
  /** The job's name, one of backgroundJobs (`messageDispatch`) for the jobs of this version. */
  name: z.string(),
  state: operationsStateSchema,
  runs: z.number().int().nonnegative(),
  failures: z.number().int().nonnegative(),
  /** The latest run: when it started and ended (ms; ended null while it runs) and how it went. */
  lastStartedAt: z.number().int().nullable(),
  lastEndedAt: z.number().int().nullable(),
  lastOutcome: z.enum(['running', 'ok', 'failed']).nullable(),
  /** The latest failure: when, and the error's message. */
  lastFailedAt: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
/** One background job of a node. */
export type JobHealth = z.infer<typeof jobHealthSchema>;

/** Runs of each job the database keeps, across nodes (older ones are pruned). */
export const JOB_RUNS_KEPT = 50;

/** Runs of each job the operations page shows. */
export const JOB_RUNS_SHOWN = 10;

/** How one run of a background job went: still running, done, or failed with an error. */
export const jobRunOutcomeSchema = z.enum(['running', 'ok', 'failed']);
/** How one run of a background job went. */
export type JobRunOutcome = z.infer<typeof jobRunOutcomeSchema>;

/** One recorded run of a background job on some node, kept across restarts. */
export const jobRunSchema = z.object({
  id: z.string(),
  /** The job's name, one of backgroundJobs (`messageDispatch`) for the jobs of this version. */
  job: z.string(),
  /** The node that ran it: its host name and a short id of the process. */
  node: z.string(),
  /** ms since the epoch; ended null while it runs (or when the node stopped during the run). */
  startedAt: z.number().int(),
  endedAt: z.number().int().nullable(),
  outcome: jobRunOutcomeSchema,
  /** How many items the run handled (rows pruned, messages retried…); null when it failed. */
  handled: z.number().int().nonnegative().nullable(),
  /** The error's message of a failed run. */
  error: z.string().nullable(),
});
/** One recorded run of a background job. */
export type JobRun = z.infer<typeof jobRunSchema>;

/** One node of the service as it describes itself. */
export const nodeHealthSchema = z.object({
  /** The node's id, unique while it runs (its socket server's id). */
  id: z.string(),
  /** True for the node that answered the call. */
  self: z.boolean(),
  hostname: z.string(),
  /** The server's version. */
  version: z.string(),
  startedAt: z.number().int(),
  uptimeMs: z.number().int().nonnegative(),
  /** 99th percentile of the event loop's delay over the last minute or so, ms. */
  eventLoopDelayP99Ms: z.number().nonnegative(),
  /** `slow` when the event loop lags. */
  state: operationsStateSchema,
  memory: z.object({
    rssBytes: z.number().int().nonnegative(),
    heapUsedBytes: z.number().int().nonnegative(),
    heapTotalBytes: z.number().int().nonnegative(),
  }),
  /** Sockets connected to this node. */
  sockets: z.number().int().nonnegative(),
  jobs: z.array(jobHealthSchema),
});
/** One node of the service. */
export type NodeHealth = z.infer<typeof nodeHealthSchema>;

/** The outside services a node is connected to: one carrier, speech, mail and media store, and every payment provider. */
export const connectionKinds = ['carrier', 'payments', 'speech', 'mail', 'media'] as const;
/** An outside service a node is connected to. */
export const connectionKindSchema = z.enum(connectionKinds);

/**
 * Which adapter serves one kind, as configured on the node that answered: `embedded` (the built-in
 * carrier), `twilio`, `telnyx`, `sandbox`, `stripe`, `paypal`, `btcpay`, `off`, `whisperApi`, `pocketsphinx`, `none`, `smtp`, `outbox`,
 * `disk`, `database`, `s3`. On the wire a string: a node of another version may name one this
 * version does not know, which the console shows as it is spelled.
 */
export const connectionSchema = z.object({
  kind: connectionKindSchema,
  adapter: z.string(),
  /** Where it points (a URL, host, bucket or folder), never a secret; null when nothing to say. */
  target: z.string().nullable(),
});
/** An outside service a node is connected to. */
export type Connection = z.infer<typeof connectionSchema>;

/** GET consoleOperations: the state of the service as one node sees it at `checkedAt`. */
export const consoleOperationsDataSchema = z.object({
  checkedAt: z.number().int(),
  nodes: z.object({
    /** This node first, then the others that answered through Redis in time. */
    list: z.array(nodeHealthSchema),
    /** False on one node alone (no Redis); then the list holds this node only. */
    clustered: z.boolean(),
    /** `down` when the other nodes could not be asked or some did not answer in time. */
    state: operationsStateSchema,
  }),
  database: dependencyHealthSchema.extend({ dialect: z.enum(['sqlite', 'postgres']) }),
  /** Null when no Redis is configured (one node). */
  redis: dependencyHealthSchema.nullable(),
  /** Outbound messages stored but not yet handed to the carrier. */
  dispatch: z.object({
    state: operationsStateSchema,
    pending: z.number().int().nonnegative(),
    /** When the oldest of them was sent, ms; null when none waits (or the database did not answer). */
    oldestAt: z.number().int().nullable(),
  }),
  /**
   * The latest runs of each job across every node, JOB_RUNS_SHOWN a job at most: failed runs first,
   * then the newest; empty when the database did not answer.
   */
  jobRuns: z.array(jobRunSchema),
  /** The mail and text outbox's latest entries, newest first; null in production (real mail). */
  outbox: z.array(outboxMessageSchema).nullable(),
  /** The adapters this node is configured with, one per kind of outside service. */
  connections: z.array(connectionSchema),
});
/** GET consoleOperations. */
export type ConsoleOperationsData = z.infer<typeof consoleOperationsDataSchema>;
