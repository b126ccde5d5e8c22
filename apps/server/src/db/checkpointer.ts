import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker copies the write-ahead log into the database file. */
export const CHECKPOINT_INTERVAL_MS = 250;

/**
 * Pages the write-ahead log may hold before the app's own connection checkpoints by itself: a safety
 * net, reached only when the worker falls behind or is gone (SQLite's default is 1,000).
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 20_000;

/** One checkpoint's figures, as SQLite reports them (PRAGMA wal_checkpoint). */
export interface CheckpointResult {
  /** Frames in the log when it ran. */
  log: number;
  /** Frames it copied into the database file. */
  checkpointed: number;
}

// CommonJS in the worker: it needs only better-sqlite3, whose path the app resolves and hands over.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const file = new SQLite(workerData.file);
file.pragma('busy_timeout = 1000');
const tick = () => {
  try {
    const [row] = file.pragma('wal_checkpoint(PASSIVE)');
    if (row && row.log > 0) parentPort.postMessage({ log: row.log, checkpointed: row.checkpointed });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
};
const timer = setInterval(tick, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  file.close();
  parentPort.close();
});
`;

/** The worker that checkpoints a SQLite file beside the app's connection; stop() ends it. */
export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Checkpoints the file's write-ahead log from a worker thread with its own connection, so the copy
 * into the database file and its fsync never hold the event loop: on the app's connection a commit
 * that crossed SQLite's 1,000-page mark ran the checkpoint itself (about half of a send batch's
 * commit time in the socket-send benchmark). PASSIVE checkpoints never wait for readers or writers.
 */
export function startCheckpointer(
  file: string,
  options: {
    intervalMs?: number;
    onCheckpoint?: (result: CheckpointResult) => void;
    onError?: (message: string) => void;
  } = {},
): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS,
    },
  });
  // A checkpoint worker never keeps the process alive: the app's connection is the one that matters.
  worker.unref();
  worker.on('message', (message: CheckpointResult | { error: string }) => {
    if ('error' in message) options.onError?.(message.error);
    else options.onCheckpoint?.(message);
  });
  worker.on('error', (error) => options.onError?.(error.message));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopped: Promise<void> | undefined;
  return {
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        void exited.then(resolve);
        // Held while it ends: an unreferenced worker would let the process exit under this await.
        worker.ref();
        worker.postMessage('stop');
        // A worker stuck in a checkpoint is ended rather than waited for.
        setTimeout(() => void worker.terminate(), 2000).unref();
      });
      return stopped;
    },
  };
}
