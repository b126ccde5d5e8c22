import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { NumberService } from '../src/modules/numbers/numbers.service.ts';
import { accountWithNumber } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

/** A number service over the app's database that counts the statements it reads with. */
function countingNumbers(): { numbers: NumberService; selects: () => number } {
  let selects = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      if (args.node.kind === 'SelectQueryNode') selects += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { numbers: new NumberService(t.app.db.withPlugin(counter)), selects: () => selects };
}

describe('isServiceNumber', () => {
  it('answers the hand-overs of one batch with one statement', async () => {
    const alice = await accountWithNumber(t.app);
    const bob = await accountWithNumber(t.app);
    const { numbers, selects } = countingNumbers();
    const asked = [alice.number, '14155550123', bob.number, '14155550124', '14155550123'];
    const answers = await Promise.all(asked.map((full) => numbers.isServiceNumber(full)));
    expect(answers).toEqual([true, false, true, false, false]);
    expect(selects()).toBe(1);
    // Service numbers are remembered; outside ones are asked again.
    expect(await numbers.isServiceNumber(alice.number)).toBe(true);
    expect(selects()).toBe(1);
    expect(await numbers.isServiceNumber('14155550124')).toBe(false);
    expect(selects()).toBe(2);
  });

  it('finds a number added to the inventory after it was asked about', async () => {
    const { numbers } = countingNumbers();
    expect(await numbers.isServiceNumber('17255550188')).toBe(false);
    const elsewhere = new NumberService(t.app.db);
    await elsewhere.addToInventory([
      { telCode: '1', phone: '7255550188', country: 'US', tollFree: false, areaCode: '725', region: null },
    ]);
    expect(await numbers.isServiceNumber('17255550188')).toBe(true);
  });
});
