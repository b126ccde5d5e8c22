import type { JobRun } from '@switchboard/protocol';
import type { Executor, JobRunsTable } from '../db/types.ts';

/** Stores the start of a run. */
export async function insertJobRun(ex: Executor, row: JobRunsTable): Promise<void> {
  await ex.insertInto('job_runs').values(row).execute();
}

/** Stores how a run ended. */
export async function endJobRun(
  ex: Executor,
  id: string,
  end: Pick<JobRunsTable, 'ended_at' | 'outcome' | 'handled' | 'error'>,
): Promise<void> {
  await ex.updateTable('job_runs').set(end).where('id', '=', id).execute();
}

/**
 * Deletes a job's runs older than its `keep` newest (across nodes). The cut is the start of the
 * keep-th newest run, so one indexed read and one ranged delete do it on both engines.
 */
export async function pruneJobRuns(ex: Executor, job: string, keep: number): Promise<number> {
  const cut = await ex
    .selectFrom('job_runs')
    .select(['started_at', 'id'])
    .where('job', '=', job)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep - 1)
    .limit(1)
    .executeTakeFirst();
  if (cut === undefined) return 0;
  const startedAt = Number(cut.started_at);
  const result = await ex
    .deleteFrom('job_runs')
    .where('job', '=', job)
    .where((eb) =>
      eb.or([
        eb('started_at', '<', startedAt),
        eb.and([eb('started_at', '=', startedAt), eb('id', '<', cut.id)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The names of the jobs with recorded runs. */
async function recordedJobs(ex: Executor): Promise<string[]> {
  const rows = await ex.selectFrom('job_runs').select('job').distinct().orderBy('job').execute();
  return rows.map((row) => row.job);
}

/** The newest `perJob` runs of every job, newest first within each job. */
export async function latestJobRuns(ex: Executor, perJob: number): Promise<JobRun[]> {
  const runs: JobRun[] = [];
  // A handful of jobs: one small indexed read each reads the same on both engines, unlike a window query.
  for (const job of await recordedJobs(ex)) {
    const rows = await ex
      .selectFrom('job_runs')
      .selectAll()
      .where('job', '=', job)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perJob)
      .execute();
    for (const row of rows) {
      runs.push({
        id: row.id,
        job: row.job,
        node: row.node,
        startedAt: Number(row.started_at),
        endedAt: row.ended_at === null ? null : Number(row.ended_at),
        outcome: row.outcome === 'ok' || row.outcome === 'failed' ? row.outcome : 'running',
        handled: row.handled === null ? null : Number(row.handled),
        error: row.error,
      });
    }
  }
  return runs;
}
