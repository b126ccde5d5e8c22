import { Retcode } from '@switchboard/protocol';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DuplicateLedgerEntryError } from '../src/modules/ledger/ledger.service.ts';
import { get } from './helpers/api.ts';
import { registerAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

async function entryCount(accountId: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('ledger', () => {
  it('lets exactly 100 of 200 concurrent debits of 1 through a balance of 100', async () => {
    const account = await registerAccount(t.app);
    expect(await t.app.ledger.credit(account.id, 100, 'seed', 'start')).toBe(true);

    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.ledger.debit(account.id, 1, 'operator_adjust', `debit-${i}`),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(100);
    expect(await t.app.ledger.balance(account.id)).toBe(0);
    expect(await t.app.ledger.ledgerTotal(account.id)).toBe(0);
    // One credit and exactly the 100 debits that succeeded: a refused debit writes nothing.
    expect(await entryCount(account.id)).toBe(101);
    const balance = await get<{ balance: number }>(t.app, 'queryBalance', { token: account.token });
    expect(balance.body).toMatchObject({ retcode: Retcode.OK, data: { balance: 0 } });
  });

  it('applies a credit with the same reference once', async () => {
    const account = await registerAccount(t.app);
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => t.app.ledger.credit(account.id, 12_345, 'topup', 'provider-event-1')),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
    expect(await t.app.ledger.credit(account.id, 12_345, 'topup', 'provider-event-1')).toBe(false);
    expect(await t.app.ledger.balance(account.id)).toBe(12_345);
    // The same reference under another kind is another movement.
    expect(await t.app.ledger.credit(account.id, 5, 'topup_gift', 'provider-event-1')).toBe(true);
    expect(await t.app.ledger.balance(account.id)).toBe(12_350);
    expect(await t.app.ledger.ledgerTotal(account.id)).toBe(12_350);
  });

  it('refuses an uncovered debit without writing anything or running its effect', async () => {
    const account = await registerAccount(t.app);
    await t.app.ledger.credit(account.id, 50, 'seed', 'start');
    let effectRan = false;
    const debited = await t.app.ledger.debit(account.id, 51, 'number_purchase', 'order-1', async () => {
      effectRan = true;
    });
    expect(debited).toBe(false);
    expect(effectRan).toBe(false);
    expect(await t.app.ledger.balance(account.id)).toBe(50);
    expect(await entryCount(account.id)).toBe(1);
  });

  it('commits a debit and its effect together, or neither', async () => {
    const account = await registerAccount(t.app);
    await t.app.ledger.credit(account.id, 1_000, 'seed', 'start');

    await expect(
      t.app.ledger.debit(account.id, 400, 'number_purchase', 'order-fails', async (trx) => {
        await trx.updateTable('accounts').set({ updated_at: 1 }).where('id', '=', account.id).execute();
        throw new Error('carrier refused the number');
      }),
    ).rejects.toThrow('carrier refused the number');
    expect(await t.app.ledger.balance(account.id)).toBe(1_000);
    const untouched = await t.app.services.accounts.findById(account.id);
    expect(untouched?.updated_at).not.toBe(1);

    const ok = await t.app.ledger.debit(account.id, 400, 'number_purchase', 'order-ok', async (trx) => {
      await trx.updateTable('accounts').set({ updated_at: 2 }).where('id', '=', account.id).execute();
    });
    expect(ok).toBe(true);
    expect(await t.app.ledger.balance(account.id)).toBe(600);
    expect((await t.app.services.accounts.findById(account.id))?.updated_at).toBe(2);
  });

  it('throws on a debit that reuses a reference and leaves the balance alone', async () => {
    const account = await registerAccount(t.app);
    await t.app.ledger.credit(account.id, 100, 'seed', 'start');
    expect(await t.app.ledger.debit(account.id, 10, 'number_purchase', 'order-9')).toBe(true);
    await expect(t.app.ledger.debit(account.id, 10, 'number_purchase', 'order-9')).rejects.toBeInstanceOf(
      DuplicateLedgerEntryError,
    );
    expect(await t.app.ledger.balance(account.id)).toBe(90);
    expect(await t.app.ledger.ledgerTotal(account.id)).toBe(90);
  });

  it('rejects amounts that are not positive integers', async () => {
    const account = await registerAccount(t.app);
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(t.app.ledger.credit(account.id, amount, 'seed', `bad-${amount}`)).rejects.toThrow(
        RangeError,
      );
      await expect(t.app.ledger.debit(account.id, amount, 'seed', `bad-${amount}`)).rejects.toThrow(
        RangeError,
      );
    }
  });

  it('has a CHECK constraint that keeps a balance from going negative even outside the service', async () => {
    const account = await registerAccount(t.app);
    await expect(
      t.app.db
        .updateTable('account_balances')
        .set({ balance: sql`balance - 1` })
        .where('account_id', '=', account.id)
        .execute(),
    ).rejects.toThrow();
    expect(await t.app.ledger.balance(account.id)).toBe(0);
  });

  it('handles balances beyond 32 bits', async () => {
    const account = await registerAccount(t.app);
    const big = 5_000_000_000_000;
    await t.app.ledger.credit(account.id, big, 'seed', 'big');
    expect(await t.app.ledger.balance(account.id)).toBe(big);
    expect(await t.app.ledger.ledgerTotal(account.id)).toBe(big);
  });
});
