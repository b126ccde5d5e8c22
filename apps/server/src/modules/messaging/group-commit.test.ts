import { describe, expect, it } from 'vitest';
import { GroupCommit, type ItemOutcome } from './group-commit.ts';

/** A GroupCommit whose run records each batch and doubles each number, refusing odd ones. */
function doubler(options = { maxBatch: 4, maxInFlight: 1, windowMs: 0 }) {
  const batches: number[][] = [];
  const commit = new GroupCommit<number, number>(async (items) => {
    batches.push([...items]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return items.map(
      (item): ItemOutcome<number> =>
        item % 2 === 0 ? { ok: true, value: item * 2 } : { ok: false, error: new Error(`odd ${item}`) },
    );
  }, options);
  return { commit, batches };
}

describe('group commit', () => {
  it('runs items submitted together as one batch and answers each with its own outcome', async () => {
    const { commit, batches } = doubler({ maxBatch: 10, maxInFlight: 1, windowMs: 0 });
    const outcomes = await Promise.allSettled([0, 1, 2, 3].map((item) => commit.submit(item)));
    expect(batches).toEqual([[0, 1, 2, 3]]);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'refused'))).toEqual([
      0,
      'refused',
      4,
      'refused',
    ]);
  });

  it('forms the next batch while one runs, never larger than maxBatch', async () => {
    const { commit, batches } = doubler({ maxBatch: 4, maxInFlight: 1, windowMs: 0 });
    const first = commit.submit(0);
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch is running: these ten wait and go in batches of at most four.
    const rest = Array.from({ length: 10 }, (_, index) => commit.submit((index + 1) * 2));
    await Promise.all([first, ...rest]);
    expect(batches[0]).toEqual([0]);
    expect(batches.slice(1).map((batch) => batch.length)).toEqual([4, 4, 2]);
    expect(batches.flat()).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
  });

  it('fails every item of a batch whose run throws, and the next batch still runs', async () => {
    let calls = 0;
    const commit = new GroupCommit<number, number>(
      async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('transaction failed');
        return items.map((item) => ({ ok: true, value: item }));
      },
      { maxBatch: 8, maxInFlight: 1, windowMs: 0 },
    );
    const failed = await Promise.allSettled([commit.submit(1), commit.submit(2)]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    await expect(commit.submit(3)).resolves.toBe(3);
  });

  it('drain resolves once everything submitted has finished', async () => {
    const { commit } = doubler();
    const settled: number[] = [];
    for (const item of [2, 4, 6, 8, 10, 12]) void commit.submit(item).then((value) => settled.push(value));
    await commit.drain();
    expect(settled.sort((a, b) => a - b)).toEqual([4, 8, 12, 16, 20, 24]);
    await expect(commit.drain()).resolves.toBeUndefined();
  });
});
