import type { Kysely } from 'kysely';

/**
 * The runs of the background jobs, kept across restarts and shared by every node, so the operations
 * page can show a job's latest runs (failures first) even after the node that ran them stopped.
 * The writer keeps the newest JOB_RUNS_KEPT rows of each job and deletes older ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('job', 'text', (col) => col.notNull())
    // Host name and a short id of the process that ran it.
    .addColumn('node', 'text', (col) => col.notNull())
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    // Null while running, and for a run its node stopped in the middle of.
    .addColumn('ended_at', 'bigint')
    .addColumn('outcome', 'text', (col) => col.notNull())
    // Items the run handled (rows pruned, messages retried); null unless it ended well.
    .addColumn('handled', 'integer')
    .addColumn('error', 'text')
    .execute();
  // The page's "latest runs of each job" and the pruning both read one job's runs newest first.
  await db.schema
    .createIndex('job_runs_job_started_idx')
    .on('job_runs')
    .columns(['job', 'started_at'])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').ifExists().execute();
}
