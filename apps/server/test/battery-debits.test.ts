import { randomUUID } from 'node:crypto';
import { Retcode } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get } from './helpers/api.ts';
import { registerAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

const ATTEMPTS = 1_000;
const START = 500;

describe('battery: concurrent debits', () => {
  it('lets exactly 500 of 1,000 concurrent debits of 1 through a balance of 500', async () => {
    const account = await registerAccount(t.app);
    const bystander = await registerAccount(t.app);
    expect(await t.app.ledger.credit(account.id, START, 'seed', randomUUID())).toBe(true);
    expect(await t.app.ledger.credit(bystander.id, 777, 'seed', randomUUID())).toBe(true);

    // Every debit in flight at once; a bystander's debits interleave to catch a wrong-row update.
    const results = await Promise.all([
      ...Array.from({ length: ATTEMPTS }, (_, i) =>
        t.app.ledger.debit(account.id, 1, 'operator_adjust', `debit-${i}`),
      ),
      ...Array.from({ length: 7 }, (_, i) =>
        t.app.ledger.debit(bystander.id, 1, 'operator_adjust', `b-${i}`),
      ),
    ]);
    const succeeded = results.slice(0, ATTEMPTS).filter(Boolean).length;

    const entries = await t.app.db
      .selectFrom('ledger_entries')
      .select(['amount', 'balance_after'])
      .where('account_id', '=', account.id)
      .execute();
    const sum = entries.reduce((total, entry) => total + Number(entry.amount), 0);
    const minAfter = Math.min(...entries.map((entry) => Number(entry.balance_after ?? 0)));
    const balance = await t.app.ledger.balance(account.id);
    const total = await t.app.ledger.ledgerTotal(account.id);
    console.log(
      `debits: ${ATTEMPTS} attempted, ${succeeded} succeeded, final balance ${balance}, min balance_after ${minAfter}, ledger entries ${entries.length}, sum(ledger) ${sum} == projection ${total === balance}`,
    );

    expect(succeeded).toBe(START);
    expect(balance).toBe(0);
    expect(minAfter).toBeGreaterThanOrEqual(0);
    expect(sum).toBe(balance);
    expect(total).toBe(balance);
    // The credit plus exactly the successful debits: a refused debit writes nothing.
    expect(entries).toHaveLength(START + 1);
    expect(results.slice(ATTEMPTS).every(Boolean)).toBe(true);
    expect(await t.app.ledger.balance(bystander.id)).toBe(770);
    expect(await t.app.ledger.ledgerTotal(bystander.id)).toBe(770);
    const answer = await get<{ balance: number }>(t.app, 'queryBalance', { token: account.token });
    expect(answer.body).toMatchObject({ retcode: Retcode.OK, data: { balance: 0 } });
  });
});
