import { randomUUID } from 'node:crypto';
import {
  type BillListData,
  BillType,
  type CallListData,
  monthKeyOf,
  type PaySubmitData,
  productId,
  Retcode,
  type SmsListData,
  type SubscriptionListData,
} from '@switchboard/protocol';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backfillBalanceAfter } from '../src/db/migrations/0009_invites.ts';
import { LedgerKind, subscriptionReference } from '../src/modules/history/ledger-kinds.ts';
import { get, post } from './helpers/api.ts';
import { accountWithNumber, type NumberedAccount, newSmsId } from './helpers/factories.ts';
import { deliverSandbox } from './helpers/payments.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const OUTSIDE = '14155550123';
/** The default US price of one SMS segment (0.006). */
const US_SEGMENT = 60;

const t = useTestApp({
  overrides: {
    payments: { stripeSecretKey: undefined, stripeWebhookSecret: undefined, sandbox: true, disabled: [] },
  },
});
afterEach(() => {
  vi.useRealTimers();
});

const thisMonth = () => monthKeyOf(Date.now());

async function payCard(account: NumberedAccount, units: number): Promise<string> {
  const submit = await post<PaySubmitData>(
    t.app,
    'paySubmit',
    {
      platform: account.brand,
      productid: productId('card', 'USD', units),
      payment_method: 'card',
      return_url: 'http://localhost:3000/account?tab=recharge',
      devicetype: 'web',
    },
    { token: account.token },
  );
  expect(submit.body.retcode).toBe(Retcode.OK);
  expect((await deliverSandbox(t, submit.body.data.orderId, 'paid')).statusCode).toBe(303);
  return submit.body.data.orderId;
}

function sendSms(account: NumberedAccount, text: string) {
  return t.app.services.messaging.send.send(account.id, {
    fromNumber: account.number,
    toNumber: OUTSIDE,
    text,
    msgType: 'sms',
    smsId: newSmsId(),
    platform: account.brand,
  });
}

/** Runs `work` with Date.now() at `at`, so ledger rows land in a chosen month. */
async function at<T>(time: number, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

function bills(account: NumberedAccount, query: Record<string, string>) {
  return get<BillListData>(t.app, 'getBillList', { token: account.token, query });
}

describe('bill list', () => {
  it('shows a top-up with its gift and a sent SMS, each with the balance right after it', async () => {
    const alice = await accountWithNumber(t.app, { brand: 'wephone', balance: 10_000 });
    const orderId = await payCard(alice, 50);
    await sendSms(alice, 'hello bills');

    const result = await bills(alice, { ym: thisMonth() });
    expect(result.status).toBe(200);
    const [sms, topUp, opening] = result.body.data.list;
    expect(result.body.data.list).toHaveLength(3);
    expect(result.body.data.nextPage).toBe('');
    expect(sms).toMatchObject({
      type: BillType.sms,
      charge: -US_SEGMENT,
      afterBalance: 10_000 + 560_000 - US_SEGMENT,
      options: { direction: 'out', from: alice.number, to: OUTSIDE, count: 1 },
    });
    expect(topUp).toMatchObject({
      type: BillType.topUp,
      charge: 560_000,
      afterBalance: 570_000,
      options: { amount: 500_000, gift: 60_000, purchaseMethod: 'Bank card' },
    });
    expect(opening).toMatchObject({ type: BillType.adjust, charge: 10_000, afterBalance: 10_000 });
    expect(orderId).not.toBe('');
  });

  it('keeps to the UTC month asked for', async () => {
    const bob = await accountWithNumber(t.app, { balance: 0 });
    await at(Date.UTC(2025, 0, 31, 23, 59, 59, 999), () =>
      t.app.ledger.credit(bob.id, 1_000, 'seed', randomUUID()),
    );
    await at(Date.UTC(2025, 1, 1, 0, 0, 0, 0), () =>
      t.app.ledger.credit(bob.id, 2_000, 'seed', randomUUID()),
    );

    const january = await bills(bob, { ym: '2025-01' });
    const february = await bills(bob, { ym: '2025-02' });
    expect(january.body.data.list.map((row) => row.charge)).toEqual([1_000]);
    expect(february.body.data.list).toHaveLength(1);
    expect(february.body.data.list[0]).toMatchObject({ charge: 2_000, afterBalance: 3_000 });
    expect((await bills(bob, { ym: '2025-03' })).body.data.list).toEqual([]);
  });

  it('pages with an opaque token until it is empty, and refuses a forged one', async () => {
    const carol = await accountWithNumber(t.app, { balance: 0 });
    for (let day = 1; day <= 5; day++) {
      await at(Date.UTC(2024, 4, day, 12), () =>
        t.app.ledger.credit(carol.id, day * 100, 'seed', randomUUID()),
      );
    }
    const seen: number[] = [];
    let nextPage: string | undefined;
    let pages = 0;
    do {
      const query: Record<string, string> = { ym: '2024-05', pageSize: '2' };
      if (nextPage !== undefined) query.nextPage = nextPage;
      const page = await bills(carol, query);
      expect(page.body.retcode).toBe(Retcode.OK);
      seen.push(...page.body.data.list.map((row) => row.charge));
      nextPage = page.body.data.nextPage;
      pages += 1;
    } while (nextPage !== '');
    expect(pages).toBe(3);
    expect(seen).toEqual([500, 400, 300, 200, 100]);

    const forged = await bills(carol, { ym: '2024-05', nextPage: 'not-a-token' });
    expect(forged.status).toBe(400);
    expect(forged.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect((await bills(carol, { ym: '2024-13' })).status).toBe(400);
  });

  it('answers only with a session', async () => {
    const anonymous = await get(t.app, 'getBillList', { query: { ym: thisMonth() } });
    expect(anonymous.body.retcode).not.toBe(Retcode.OK);
  });
});

describe('SMS and call history', () => {
  it('lists sent and received texts, not voicemail; a voicemail is an inbound call', async () => {
    const dave = await accountWithNumber(t.app, { balance: 10_000 });
    await sendSms(dave, 'out we go');
    await t.app.services.messaging.delivery.receive({
      dedupeKey: randomUUID(),
      fromNumber: OUTSIDE,
      toNumber: dave.number,
      type: 'sms',
      text: 'in it comes',
      mediaIds: [],
    });
    await t.app.services.messaging.delivery.receive({
      dedupeKey: randomUUID(),
      fromNumber: OUTSIDE,
      toNumber: dave.number,
      type: 'voicemail',
      text: '',
      mediaIds: [],
    });

    const sms = await get<SmsListData>(t.app, 'getNormalSmsList', {
      token: dave.token,
      query: { date: thisMonth(), pageSize: '200', pageNo: '1' },
    });
    expect(sms.body.data.totalRows).toBe(2);
    expect(sms.body.data.smsList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          direction: 'out',
          fromNumber: dave.number,
          toNumber: OUTSIDE,
          charge: US_SEGMENT,
          text: 'out we go',
        }),
        expect.objectContaining({
          direction: 'in',
          fromNumber: OUTSIDE,
          toNumber: dave.number,
          charge: 0,
          text: 'in it comes',
        }),
      ]),
    );
    const second = await get<SmsListData>(t.app, 'getNormalSmsList', {
      token: dave.token,
      query: { date: thisMonth(), pageSize: '1', pageNo: '2' },
    });
    expect(second.body.data).toMatchObject({ totalRows: 2 });
    expect(second.body.data.smsList).toHaveLength(1);

    const calls = await get<CallListData>(t.app, 'getCallList', {
      token: dave.token,
      query: { date: thisMonth() },
    });
    expect(calls.body.data.totalRows).toBe(1);
    expect(calls.body.data.callList[0]).toMatchObject({
      direction: 'in',
      fromNumber: OUTSIDE,
      toNumber: dave.number,
      duration: 0,
      line: 0,
      charge: 0,
      type: 'voicemail',
    });
    const lastYear = await get<CallListData>(t.app, 'getCallList', {
      token: dave.token,
      query: { date: '2001-01' },
    });
    expect(lastYear.body.data).toEqual({ totalRows: 0, callList: [] });
  });
});

describe('subscription history', () => {
  it('lists number purchases written through the ledger and shows them as bills', async () => {
    const erin = await accountWithNumber(t.app, { balance: 100_000 });
    const ref = {
      number: erin.number,
      countryCode: '1',
      type: 1,
      planId: '7',
      resDate: Date.UTC(2026, 0, 1),
    };
    expect(
      await t.app.ledger.debit(erin.id, 40_900, LedgerKind.numberPurchase, subscriptionReference(ref)),
    ).toBe(true);

    const list = await get<SubscriptionListData>(t.app, 'getSubscriptionList', {
      token: erin.token,
      query: { date: thisMonth() },
    });
    expect(list.body.data.totalRows).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      number: erin.number,
      type: 1,
      charge: -40_900,
      planId: '7',
      resDate: ref.resDate,
    });
    // The funding credit and the purchase can share a millisecond, so find the purchase by its type.
    const rows = (await bills(erin, { ym: thisMonth() })).body.data.list;
    const bill = rows.find((row) => row.type === BillType.numberPurchase);
    expect(rows).toHaveLength(2);
    expect(bill).toMatchObject({
      type: BillType.numberPurchase,
      charge: -40_900,
      afterBalance: 100_000 - 40_900,
      options: { number: erin.number, countryCode: '1' },
    });
  });
});

describe('balance_after back-fill', () => {
  it('rebuilds the running balance of entries written before the column existed', async () => {
    const fred = await accountWithNumber(t.app, { balance: 0 });
    for (const [day, amount] of [
      [1, 1_000],
      [2, 2_000],
      [3, 5_000],
    ] as const) {
      await at(Date.UTC(2023, 6, day), () => t.app.ledger.credit(fred.id, amount, 'seed', randomUUID()));
    }
    const before = (await bills(fred, { ym: '2023-07' })).body.data.list.map((row) => row.afterBalance);
    expect(before).toEqual([8_000, 3_000, 1_000]);
    await t.app.db
      .updateTable('ledger_entries')
      .set({ balance_after: null })
      .where('account_id', '=', fred.id)
      .execute();
    await backfillBalanceAfter(t.app.db as unknown as Kysely<unknown>);
    const after = (await bills(fred, { ym: '2023-07' })).body.data.list.map((row) => row.afterBalance);
    expect(after).toEqual(before);
  });
});
