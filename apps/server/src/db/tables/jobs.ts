// Tables of the background jobs.

/** One run of a background job on some node (migration 0027). */
export interface JobRunsTable {
  id: string;
  job: string;
  /** Host name and a short id of the process. */
  node: string;
  started_at: number;
  ended_at: number | null;
  /** A JobRunOutcome: running, ok or failed. */
  outcome: string;
  /** Items the run handled; null unless it ended well. */
  handled: number | null;
  /** The error's message of a failed run. */
  error: string | null;
}
