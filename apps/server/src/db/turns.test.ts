import { describe, expect, it } from 'vitest';
import { LoopTurns } from './turns.ts';

function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // holds the loop as a long synchronous query would
  }
}

/** True when an immediate queued before `take` ran before `take` resolved (the loop turned). */
async function tookATurn(turns: LoopTurns): Promise<boolean> {
  let turned = false;
  setImmediate(() => {
    turned = true;
  });
  await turns.take();
  return turned;
}

describe('LoopTurns', () => {
  it('lets queries that fit in the budget run in the same turn', async () => {
    const turns = new LoopTurns(50);
    expect(await tookATurn(turns)).toBe(false);
    expect(await tookATurn(turns)).toBe(false);
  });

  it('makes the next query wait for a later turn once the budget is spent', async () => {
    // A budget far above the few microseconds between two queries of one turn, so a busy machine
    // pausing the process cannot spend it by itself.
    const turns = new LoopTurns(50);
    expect(await tookATurn(turns)).toBe(false);
    busy(60);
    expect(await tookATurn(turns)).toBe(true);
    // The new turn starts a new budget.
    expect(await tookATurn(turns)).toBe(false);
  });

  it('starts a fresh budget after the loop turned by itself', async () => {
    const turns = new LoopTurns(50);
    expect(turns.take()).toBeUndefined();
    busy(60);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(await tookATurn(turns)).toBe(false);
  });
});
