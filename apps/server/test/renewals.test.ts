import { randomUUID } from 'node:crypto';
import {
  addMonths,
  type BillListData,
  BillType,
  monthKeyOf,
  Retcode,
  type SubscriptionListData,
  SubscriptionType,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import type { NumberSubscriptionsTable } from '../src/db/types.ts';
import { GRACE_MS, RENEWAL_TYPE, runRenewals } from '../src/jobs/renewals.ts';
import { LedgerKind, subscriptionReference } from '../src/modules/history/ledger-kinds.ts';
import { planById } from '../src/modules/numbers/numbers.catalog.ts';
import { QUARANTINE_MS } from '../src/modules/numbers/subscriptions.service.ts';
import { get } from './helpers/api.ts';
import { accountWithNumber, type NumberedAccount, registerAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const HOUR = 3_600_000;
/** US Unlimited monthly and US Unlimited Texts monthly of the catalogue. */
const UNLIMITED = '1101';
const TEXTS = '1301';
const rentOf = (planId: string) => planById(planId)!.planRent;

const t = useTestApp();

const deps = () => ({ db: t.app.db, ledger: t.app.ledger });
const thisMonth = () => monthKeyOf(Date.now());

/** Gives the account's number one subscription (replacing any other) due at `nextPaymentAt`. */
async function subscribe(
  account: NumberedAccount,
  nextPaymentAt: number,
  changes: Partial<NumberSubscriptionsTable> = {},
): Promise<string> {
  const number = await t.app.db
    .selectFrom('phone_numbers')
    .selectAll()
    .where('full_number', '=', account.number)
    .executeTakeFirstOrThrow();
  await t.app.db.deleteFrom('number_subscriptions').where('number_id', '=', number.id).execute();
  const id = randomUUID();
  await t.app.db
    .insertInto('number_subscriptions')
    .values({
      id,
      account_id: account.id,
      number_id: number.id,
      full_number: number.full_number,
      tel_code: number.tel_code,
      phone: number.phone,
      country_code: 'US',
      number_type: 'local',
      plan_id: UNLIMITED,
      status: 'active',
      period_start: addMonths(nextPaymentAt, -1),
      next_payment_at: nextPaymentAt,
      grace_until: null,
      pending_plan_id: null,
      pending_effective_at: null,
      released_at: null,
      created_at: addMonths(nextPaymentAt, -1),
      updated_at: addMonths(nextPaymentAt, -1),
      ...changes,
    })
    .execute();
  return id;
}

async function subscription(id: string) {
  const row = await t.app.db
    .selectFrom('number_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    ...row,
    next_payment_at: Number(row.next_payment_at),
    period_start: Number(row.period_start),
    grace_until: row.grace_until === null ? null : Number(row.grace_until),
  };
}

async function numberRow(full: string) {
  return t.app.db
    .selectFrom('phone_numbers')
    .selectAll()
    .where('full_number', '=', full)
    .executeTakeFirstOrThrow();
}

async function renewals(accountId: string) {
  const rows = await t.app.db
    .selectFrom('ledger_entries')
    .select(['amount', 'reference'])
    .where('account_id', '=', accountId)
    .where('kind', '=', LedgerKind.numberRenewal)
    .execute();
  return rows.map((row) => ({ amount: Number(row.amount), reference: row.reference }));
}

describe('renewal of a due subscription', () => {
  it('with balance: charged once for the period starting at the payment date and advanced one cycle', async () => {
    const alice = await accountWithNumber(t.app, { balance: 1_000_000 });
    const due = Date.UTC(2026, 0, 31, 12);
    const id = await subscribe(alice, due);
    await runRenewals(deps(), due + HOUR);

    expect(await t.app.ledger.balance(alice.id)).toBe(1_000_000 - rentOf(UNLIMITED));
    const row = await subscription(id);
    expect(row).toMatchObject({ status: 'active', period_start: due, plan_id: UNLIMITED, grace_until: null });
    // Calendar months in UTC: 31 January + 1 month is the last day of February.
    expect(row.next_payment_at).toBe(Date.UTC(2026, 1, 28, 12));
    expect(await renewals(alice.id)).toEqual([
      {
        amount: -rentOf(UNLIMITED),
        reference: subscriptionReference({
          number: alice.number,
          countryCode: alice.telCode,
          type: RENEWAL_TYPE,
          planId: UNLIMITED,
          resDate: due,
          subscriptionId: id,
        }),
      },
    ]);

    // Nothing is due any more at that moment: a second run charges nothing.
    await runRenewals(deps(), due + 2 * HOUR);
    expect(await renewals(alice.id)).toHaveLength(1);
    expect(await t.app.ledger.ledgerTotal(alice.id)).toBe(await t.app.ledger.balance(alice.id));
  });

  it('two runs at once (two nodes) charge the period once', async () => {
    const bob = await accountWithNumber(t.app, { balance: 1_000_000 });
    const due = Date.UTC(2026, 2, 10);
    const id = await subscribe(bob, due);
    await Promise.all([runRenewals(deps(), due + HOUR), runRenewals(deps(), due + HOUR)]);

    // Earlier tests' subscriptions fall due too, so each run may renew some: what counts is Bob's
    // period, charged by one of them only.
    expect(await renewals(bob.id)).toHaveLength(1);
    expect(await t.app.ledger.balance(bob.id)).toBe(1_000_000 - rentOf(UNLIMITED));
    expect((await subscription(id)).next_payment_at).toBe(Date.UTC(2026, 3, 10));
  });

  it('a pending plan that takes effect by the period start is charged at its price and becomes the plan', async () => {
    const carol = await accountWithNumber(t.app, { balance: 1_000_000 });
    const due = Date.UTC(2026, 3, 5);
    const id = await subscribe(carol, due, { pending_plan_id: TEXTS, pending_effective_at: due });
    await runRenewals(deps(), due + HOUR);

    expect(await t.app.ledger.balance(carol.id)).toBe(1_000_000 - rentOf(TEXTS));
    expect(await subscription(id)).toMatchObject({
      plan_id: TEXTS,
      pending_plan_id: null,
      pending_effective_at: null,
    });
    expect((await renewals(carol.id))[0]?.reference).toContain(`planId=${TEXTS}`);
  });

  it('a pending plan effective after the period start waits; the current plan is charged', async () => {
    const dave = await accountWithNumber(t.app, { balance: 1_000_000 });
    const due = Date.UTC(2026, 3, 5);
    const later = addMonths(due, 1);
    const id = await subscribe(dave, due, { pending_plan_id: TEXTS, pending_effective_at: later });
    await runRenewals(deps(), due + HOUR);

    expect(await t.app.ledger.balance(dave.id)).toBe(1_000_000 - rentOf(UNLIMITED));
    expect(await subscription(id)).toMatchObject({ plan_id: UNLIMITED, pending_plan_id: TEXTS });
  });
});

describe('renewal without balance', () => {
  it('goes to grace, then lapses: released, the number unassigned and held in quarantine', async () => {
    const erin = await accountWithNumber(t.app, { balance: 0 });
    const due = Date.now() - GRACE_MS - HOUR;
    const id = await subscribe(erin, due);

    await runRenewals(deps(), due + HOUR);
    expect(await subscription(id)).toMatchObject({ status: 'grace', grace_until: due + GRACE_MS });
    expect((await numberRow(erin.number)).account_id).toBe(erin.id);
    expect(await renewals(erin.id)).toEqual([]);

    const lapseAt = Date.now();
    await runRenewals(deps(), lapseAt);
    expect(await subscription(id)).toMatchObject({ status: 'released', released_at: lapseAt });
    const number = await numberRow(erin.number);
    expect(number.account_id).toBeNull();
    expect(Number(number.quarantine_until)).toBe(lapseAt + QUARANTINE_MS);
    expect(await renewals(erin.id)).toEqual([]);

    // Nobody else may rent it while the quarantine runs.
    const frank = await registerAccount(t.app);
    await expect(
      t.app.services.numbers.assignFree(frank.id, { fullNumber: erin.number }),
    ).rejects.toMatchObject({ retcode: Retcode.NO_NUMBER_AVAILABLE });

    // Once the quarantine is over the subscription can no longer be restored.
    await runRenewals(deps(), lapseAt + QUARANTINE_MS - 1);
    expect((await subscription(id)).status).toBe('released');
    await t.app.db
      .updateTable('phone_numbers')
      .set({ quarantine_until: lapseAt - 1 })
      .where('id', '=', number.id)
      .execute();
    await runRenewals(deps(), lapseAt + QUARANTINE_MS);
    expect((await subscription(id)).status).toBe('expired');
  });

  it('a grace subscription paid at a later run goes back to active for the period it owed', async () => {
    const gina = await accountWithNumber(t.app, { balance: 0 });
    const due = Date.UTC(2026, 4, 1);
    const id = await subscribe(gina, due);
    await runRenewals(deps(), due + HOUR);
    expect((await subscription(id)).status).toBe('grace');

    await t.app.ledger.credit(gina.id, 1_000_000, 'seed', randomUUID());
    await runRenewals(deps(), due + 2 * 86_400_000);
    expect(await subscription(id)).toMatchObject({
      status: 'active',
      grace_until: null,
      period_start: due,
      next_payment_at: Date.UTC(2026, 5, 1),
    });
    expect(await t.app.ledger.balance(gina.id)).toBe(1_000_000 - rentOf(UNLIMITED));
  });
});

describe('renewals in the histories', () => {
  it('shows the renewal (type 7) and a purchase in the subscription history with the subscription as historyId, and as bills', async () => {
    const hana = await accountWithNumber(t.app, { balance: 1_000_000 });
    const due = Date.UTC(2026, 6, 1);
    const id = await subscribe(hana, due);
    // A purchase written without the subscription id in its reference still names the subscription.
    await t.app.ledger.debit(
      hana.id,
      rentOf(UNLIMITED),
      LedgerKind.numberPurchase,
      subscriptionReference({
        number: hana.number,
        countryCode: hana.telCode,
        type: 100,
        planId: UNLIMITED,
        resDate: addMonths(due, -1),
      }),
    );
    await runRenewals(deps(), due + HOUR);

    const list = await get<SubscriptionListData>(t.app, 'getSubscriptionList', {
      token: hana.token,
      query: { date: thisMonth() },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.totalRows).toBe(2);
    const renewal = list.body.data.list.find((row) => row.type === RENEWAL_TYPE);
    expect(renewal).toMatchObject({
      number: hana.number,
      charge: -rentOf(UNLIMITED),
      planId: UNLIMITED,
      historyId: id,
      resDate: due,
    });
    // Purchases written with the old re-subscribable type read as purchases (type 1), never as 100.
    const purchase = list.body.data.list.find((row) => row.type === SubscriptionType.subscribed);
    expect(list.body.data.list.some((row) => row.type === SubscriptionType.restorable)).toBe(false);
    expect(purchase).toMatchObject({ historyId: id, resDate: addMonths(due, -1) });

    const bills = await get<BillListData>(t.app, 'getBillList', {
      token: hana.token,
      query: { ym: thisMonth(), pageSize: '200' },
    });
    const types = bills.body.data.list.map((row) => row.type);
    expect(types).toContain(BillType.numberRenewal);
    expect(types).toContain(BillType.numberPurchase);
    const bill = bills.body.data.list.find((row) => row.type === BillType.numberRenewal);
    expect(bill).toMatchObject({
      charge: -rentOf(UNLIMITED),
      afterBalance: 1_000_000 - 2 * rentOf(UNLIMITED),
      options: { number: hana.number, countryCode: hana.telCode },
    });
  });
});
