import { randomUUID } from 'node:crypto';
import {
  addMonths,
  type codeHistoryDataSchema,
  monthKeyOf,
  VerificationHistoryType,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { runCodeRentals } from '../src/jobs/code-rentals.ts';
import { LedgerKind } from '../src/modules/history/ledger-kinds.ts';
import { get } from './helpers/api.ts';
import { feeFor } from './helpers/code-fees.ts';
import { holdOf, insertRental, rentalRow } from './helpers/codes-old.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const RENT = feeFor('telegram', 'US', 'pingme').subRent;
const HOUR = 3_600_000;

const t = useTestApp();

const deps = () => ({ db: t.app.db, ledger: t.app.ledger });

async function account(balance: number): Promise<TestAccount> {
  const made = await registerAccount(t.app);
  if (balance > 0) await t.app.ledger.credit(made.id, balance, 'seed', randomUUID());
  return made;
}

async function rentCharges(accountId: string): Promise<number> {
  const rows = await t.app.db
    .selectFrom('ledger_entries')
    .select('id')
    .where('account_id', '=', accountId)
    .where('kind', '=', LedgerKind.codeRent)
    .execute();
  return rows.length;
}

describe('monthly rent of verification numbers', () => {
  it('charges a due month once even when two runs go at the same time', async () => {
    const me = await account(3 * RENT);
    const due = Date.now() - HOUR;
    const rental = await insertRental(t.app, me.id, {
      status: 'subscribed',
      nextPaymentAt: due,
      expiresAt: due,
    });

    await Promise.all([runCodeRentals(deps()), runCodeRentals(deps())]);
    await runCodeRentals(deps());

    expect(await rentCharges(me.id)).toBe(1);
    expect(await t.app.ledger.balance(me.id)).toBe(2 * RENT);
    const row = await rentalRow(t.app, rental.rentalId);
    expect(row).toMatchObject({
      status: 'subscribed',
      next_payment_at: addMonths(due, 1),
      expires_at: addMonths(due, 1),
    });
    expect(Number((await holdOf(t.app, rental.numberId, rental.app))?.held_until)).toBe(addMonths(due, 1));

    const history = await get<z.infer<typeof codeHistoryDataSchema>>(t.app, 'getSubCodeNumberList', {
      token: me.token,
      query: { ym: monthKeyOf(Date.now()) },
    });
    expect(
      history.body.data.list.map((item) => [item.type, item.charge, item.historyId, item.resDate]),
    ).toEqual([[VerificationHistoryType.rent, -RENT, rental.rentalId, due]]);
  });

  it('ends a subscription the balance does not cover, and the number expires at the end of the paid month', async () => {
    const me = await account(RENT - 1);
    const due = Date.now() - HOUR;
    const rental = await insertRental(t.app, me.id, {
      status: 'subscribed',
      nextPaymentAt: due,
      expiresAt: due,
    });

    const run = await runCodeRentals(deps());
    expect(run.lapsed).toBeGreaterThanOrEqual(1);
    expect(await rentCharges(me.id)).toBe(0);
    expect(await t.app.ledger.balance(me.id)).toBe(RENT - 1);
    const row = await rentalRow(t.app, rental.rentalId);
    expect(row).toMatchObject({ status: 'expired', next_payment_at: null, expires_at: due });
    expect(await holdOf(t.app, rental.numberId, rental.app)).toBeUndefined();
  });

  it('expires kept numbers past their end, releasing the hold so the number can go to someone else', async () => {
    const me = await account(0);
    const other = await account(0);
    const ended = await insertRental(t.app, me.id, { expiresAt: Date.now() - HOUR });
    const later = await insertRental(t.app, me.id, { expiresAt: Date.now() + 10 * HOUR });

    await runCodeRentals(deps());
    expect((await rentalRow(t.app, ended.rentalId)).status).toBe('expired');
    expect(await holdOf(t.app, ended.numberId, ended.app)).toBeUndefined();
    expect((await rentalRow(t.app, later.rentalId)).status).toBe('active');
    expect(await holdOf(t.app, later.numberId, later.app)).toBeDefined();

    const taken = await insertRental(t.app, other.id, { numberId: ended.numberId, app: ended.app });
    expect((await holdOf(t.app, ended.numberId, ended.app))?.rental_id).toBe(taken.rentalId);
  });
});
