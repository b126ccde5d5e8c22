import { setTimeout as sleep } from 'node:timers/promises';
import { type ConsoleCallData, JOB_RUNS_KEPT, type JobRun } from '@switchboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/types.ts';
import { JobRuns } from '../src/jobs/job-runs.ts';
import { TEST_DATABASE_URL } from './helpers/app.ts';
import { consoleCall, operatorToken } from './helpers/console.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const engine = TEST_DATABASE_URL === undefined ? 'SQLite' : 'PostgreSQL';

describe(`the job runs kept in the database (${engine})`, () => {
  const t = useTestApp();
  let support = '';
  beforeAll(async () => {
    support = await operatorToken(t.app, 'support');
  });

  const runsOnPage = async (): Promise<JobRun[]> => {
    const answer = await consoleCall<ConsoleCallData<'consoleOperations'>>(t.app, 'consoleOperations', {
      token: support,
    });
    expect(answer.status).toBe(200);
    return answer.body.data.jobRuns;
  };

  it('shows each run with its node, outcome, items handled and error, the failures first', async () => {
    const runs = t.app.services.jobRuns;
    await runs.track('page job', async () => 7);
    await sleep(2);
    await expect(
      runs.track('page job', async () => {
        throw new Error('the carrier refused the batch');
      }),
    ).rejects.toThrow('the carrier refused the batch');
    await sleep(2);
    await runs.track('page job', async () => 0);

    const mine = (await runsOnPage()).filter((run) => run.job === 'page job');
    expect(mine.map((run) => [run.outcome, run.handled])).toEqual([
      ['failed', null],
      ['ok', 0],
      ['ok', 7],
    ]);
    expect(mine[0]).toMatchObject({ node: runs.node, error: 'the carrier refused the batch' });
    expect(mine[1]?.error).toBeNull();
    for (const run of mine) expect(run.endedAt).toBeGreaterThanOrEqual(run.startedAt);
  });

  it('shows a run still going as running, then how it ended', async () => {
    let finish: (value: number) => void = () => {};
    const running = t.app.services.jobRuns.track(
      'slow job',
      () => new Promise<number>((resolve) => (finish = resolve)),
    );
    await vi.waitFor(async () => {
      const [run] = (await runsOnPage()).filter((one) => one.job === 'slow job');
      expect(run).toMatchObject({ outcome: 'running', endedAt: null });
    });
    finish(3);
    await running;
    const [run] = (await runsOnPage()).filter((one) => one.job === 'slow job');
    expect(run).toMatchObject({ outcome: 'ok', handled: 3 });
  });

  it('keeps the newest runs of each job and deletes older ones', async () => {
    const runs = new JobRuns();
    runs.persistTo(t.app.db, t.app.log);
    const total = JOB_RUNS_KEPT + 3;
    for (let index = 0; index < total; index++) {
      // Apart by a few milliseconds, so "newest" is a matter of the clock alone.
      await runs.track('busy job', async () => {
        await sleep(2);
        return index;
      });
    }
    const kept = (await runs.latest(total)).filter((run) => run.job === 'busy job');
    expect(kept).toHaveLength(JOB_RUNS_KEPT);
    expect(kept.map((run) => run.handled)).toEqual(
      Array.from({ length: JOB_RUNS_KEPT }, (_, offset) => total - 1 - offset),
    );
    // Other jobs' runs are left alone.
    expect((await runs.latest(total)).some((run) => run.job === 'page job')).toBe(true);
  });

  it('a database that fails to record never fails the job nor hides its outcome', async () => {
    const broken = new Proxy({} as Db, {
      get: () => {
        throw new Error('the database is gone');
      },
    });
    const warn = vi.fn();
    const runs = new JobRuns();
    runs.persistTo(broken, { warn } as unknown as FastifyBaseLogger);
    expect(await runs.track('lonely job', async () => 4)).toBe(4);
    expect(runs.list().find((job) => job.name === 'lonely job')).toMatchObject({
      runs: 1,
      lastOutcome: 'ok',
    });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'lonely job', what: 'start' }),
      'could not record a job run',
    );
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ what: 'end' }), 'could not record a job run');
  });
});
