import { randomUUID } from 'node:crypto';
import {
  addMonths,
  type BillListData,
  type BillRecord,
  BillType,
  BonusType,
  CardType,
  type codeHistoryDataSchema,
  INVITE_BONUS,
  type LanguageCode,
  MobilePlanKind,
  monthKeyOf,
  type PaySubmitData,
  productId,
  Retcode,
  ValidityType,
} from '@switchboard/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  LedgerKind,
  mobilePlanReference,
  subscriptionReference,
  vipReference,
} from '../src/modules/history/ledger-kinds.ts';
import { timeOrderedId } from '../src/modules/ledger/ledger.repo.ts';
import { get, post } from './helpers/api.ts';
import { feeFor } from './helpers/code-fees.ts';
import { codeUser, lock, sendCode } from './helpers/codes.ts';
import { accountWithNumber, registerAccount, type TestAccount } from './helpers/factories.ts';
import { deliverSandbox, setVerifiedPhone } from './helpers/payments.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const DAY = 86_400_000;

const t = useTestApp({
  overrides: {
    payments: { stripeSecretKey: undefined, stripeWebhookSecret: undefined, sandbox: true, disabled: [] },
  },
});
afterEach(() => {
  vi.useRealTimers();
});

const thisMonth = () => monthKeyOf(Date.now());

async function bills(who: TestAccount, language: LanguageCode = 'en', ym = thisMonth()) {
  const result = await get<BillListData>(t.app, 'getBillList', {
    token: who.token,
    language,
    query: { ym },
  });
  expect(result.body.retcode).toBe(Retcode.OK);
  return result.body.data.list;
}

/** The only row of a type; fails when there is none or more than one. */
function only(rows: BillRecord[], type: number): BillRecord {
  const found = rows.filter((row) => row.type === type);
  expect(found, `rows of type ${type}`).toHaveLength(1);
  return found[0] as BillRecord;
}

/** Every row's balance is the next older row's plus its own charge (rows come newest first). */
function expectLedgerOrder(rows: BillRecord[]): void {
  for (let index = 0; index + 1 < rows.length; index += 1) {
    const row = rows[index] as BillRecord;
    const older = rows[index + 1] as BillRecord;
    expect(row.afterBalance - row.charge, `row ${index} follows row ${index + 1}`).toBe(older.afterBalance);
  }
}

let phoneSeq = 2_025_551_300;
async function withPhone(account: TestAccount): Promise<TestAccount> {
  phoneSeq += 1;
  await setVerifiedPhone(t, account.id, String(phoneSeq));
  return account;
}

describe('bill rows of each kind', () => {
  it('a top-up shows its amount, gift and purchase method apart, the charge including the gift', async () => {
    const payer = await accountWithNumber(t.app, { brand: 'wephone', balance: 0 });
    const submit = await post<PaySubmitData>(
      t.app,
      'paySubmit',
      {
        platform: payer.brand,
        productid: productId('card', 'USD', 50),
        payment_method: 'card',
        return_url: 'http://localhost:3000/account?tab=recharge',
        devicetype: 'web',
      },
      { token: payer.token },
    );
    expect((await deliverSandbox(t, submit.body.data.orderId, 'paid')).statusCode).toBe(303);
    const topUp = only(await bills(payer), BillType.topUp);
    expect(topUp).toMatchObject({
      charge: 560_000,
      afterBalance: 560_000,
      options: { amount: 500_000, gift: 60_000, purchaseMethod: 'Bank card' },
    });
    expect(only(await bills(payer, 'zh_cn'), BillType.topUp).options.purchaseMethod).toBe('银行卡');
  });

  it('a received code is a verification-code charge naming the app and the number, not a message', async () => {
    const user = await codeUser(t.app);
    const locked = await lock(t.app, user, { app: 'google', code: 'US' });
    const number = locked.body.data.phone;
    const received = await sendCode(t.app, { number, app: 'google', text: 'G-482913 is your code' });
    expect(received.status).toBe(200);
    const { codeRate } = feeFor('google', 'US', 'pingme');

    const rows = await bills(user);
    expect(rows.filter((row) => row.type === BillType.sms)).toEqual([]);
    const code = only(rows, BillType.verificationCode);
    expect(code).toMatchObject({
      charge: -codeRate,
      afterBalance: 100_000 - codeRate,
      options: { name: 'Google', number, countryCode: '1' },
    });
    expect(code.options.direction).toBeUndefined();
    expect(only(await bills(user, 'zh_cn'), BillType.verificationCode).options.name).toBe('谷歌');
  });

  it('the rent of a kept verification number is type 9 with the days of its month, the app and the number', async () => {
    const user = await codeUser(t.app);
    const number = (await lock(t.app, user, { app: 'telegram', code: 'US' })).body.data.phone;
    await sendCode(t.app, { number, app: 'telegram', text: 'Telegram code: 55123' });
    const before = Date.now();
    const subscribed = await get(t.app, 'subVerificationCodePhone', {
      token: user.token,
      query: { app: 'telegram', number },
    });
    expect(subscribed.body.retcode).toBe(Retcode.OK);
    const { subRent } = feeFor('telegram', 'US', 'pingme');

    const rows = await bills(user);
    const rent = only(rows, BillType.days);
    const days = rent.options.days ?? 0;
    // The month from the day it started: 28 to 31 days by the calendar.
    expect([
      Math.round((addMonths(before, 1) - before) / DAY),
      Math.round((addMonths(rent.date, 1) - rent.date) / DAY),
    ]).toContain(days);
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(rent).toMatchObject({ charge: -subRent, options: { name: 'Telegram', number, countryCode: '1' } });
    expectLedgerOrder(rows);

    // The verification history counts the month's charges: the code and the rent.
    const history = await get<z.infer<typeof codeHistoryDataSchema>>(t.app, 'getSubCodeNumberList', {
      token: user.token,
      query: { ym: thisMonth() },
    });
    expect(history.body.data.totalRows).toBe(2);
    expect(history.body.data.list).toHaveLength(2);
  });

  it('an invite pays the invitee an "invite bonus gift" and the inviter an "invite" bonus', async () => {
    const inviter = await withPhone(await registerAccount(t.app));
    const invitee = await withPhone(await registerAccount(t.app));
    const code = await get<{ inviteCode: string }>(t.app, 'getInviteCode', { token: inviter.token });
    const redeemed = await post(
      t.app,
      'setInviter',
      { platform: invitee.brand, inviteCode: code.body.data.inviteCode },
      { token: invitee.token },
    );
    expect(redeemed.body.retcode).toBe(Retcode.OK);

    expect(only(await bills(invitee), BillType.bonus)).toMatchObject({
      charge: INVITE_BONUS,
      afterBalance: INVITE_BONUS,
      options: { type: BonusType.inviteGift },
    });
    expect(only(await bills(inviter), BillType.bonus)).toMatchObject({
      charge: INVITE_BONUS,
      options: { type: BonusType.invite },
    });
  });

  it('number purchases and renewals name the number and its calling code', async () => {
    const owner = await accountWithNumber(t.app, { balance: 100_000 });
    const ref = {
      number: owner.number,
      countryCode: '1',
      type: 1,
      planId: '7',
      resDate: Date.UTC(2026, 0, 1),
    };
    await t.app.ledger.debit(owner.id, 40_900, LedgerKind.numberPurchase, subscriptionReference(ref));
    await t.app.ledger.debit(
      owner.id,
      30_000,
      LedgerKind.numberRenewal,
      subscriptionReference({ ...ref, type: 7, resDate: Date.UTC(2026, 1, 1) }),
    );
    const rows = await bills(owner);
    expect(only(rows, BillType.numberPurchase)).toMatchObject({
      charge: -40_900,
      options: { number: owner.number, countryCode: '1' },
    });
    expect(only(rows, BillType.numberRenewal)).toMatchObject({
      charge: -30_000,
      afterBalance: 100_000 - 40_900 - 30_000,
      options: { number: owner.number, countryCode: '1' },
    });
  });

  it('mobile plans carry the SIM kind and validity: an order with its plan count, a number with its number', async () => {
    const buyer = await accountWithNumber(t.app, { balance: 500_000 });
    const orderId = randomUUID();
    const order = {
      kind: MobilePlanKind.order,
      orderId,
      planCount: 2,
      cardType: CardType.eSim,
      validityType: ValidityType.quarter,
    };
    const ofNumber = {
      kind: MobilePlanKind.number,
      orderId: randomUUID(),
      number: buyer.number,
      countryCode: '1',
      cardType: CardType.simShipped,
      validityType: ValidityType.year,
    };
    await t.app.ledger.debit(buyer.id, 120_000, LedgerKind.mobilePlan, mobilePlanReference(order));
    await t.app.ledger.debit(buyer.id, 90_000, LedgerKind.mobilePlan, mobilePlanReference(ofNumber));
    const plans = (await bills(buyer)).filter((row) => row.type === BillType.mobilePlan);
    expect(plans.map((row) => row.options)).toEqual([
      { type: MobilePlanKind.number, number: buyer.number, countryCode: '1', cardType: 3, validityType: 4 },
      { type: MobilePlanKind.order, orderId, planCount: 2, cardType: 1, validityType: 2 },
    ]);
    expect(plans.map((row) => row.charge)).toEqual([-90_000, -120_000]);
  });

  it('a VIP membership shows its days; credits of no bill kind of their own are adjustments', async () => {
    const member = await accountWithNumber(t.app, { balance: 100_000 });
    await t.app.ledger.debit(member.id, 99_000, LedgerKind.vipMembership, vipReference(Date.now(), 30));
    const rows = await bills(member);
    expect(only(rows, BillType.vip)).toMatchObject({
      charge: -99_000,
      afterBalance: 1_000,
      options: { days: 30 },
    });
    expect(only(rows, BillType.adjust)).toMatchObject({ charge: 100_000, options: {} });
  });
});

describe('entries of one millisecond', () => {
  /** Credits and debits through the ledger, all at one frozen millisecond. */
  async function writeInOneMillisecond(who: TestAccount, at: number): Promise<void> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    await t.app.ledger.credit(who.id, 10_000, 'seed', randomUUID());
    for (const [index, amount] of [300, 1_200, 50, 4_000, 7].entries()) {
      if (index % 2 === 0)
        expect(await t.app.ledger.debit(who.id, amount, 'operator_adjust', randomUUID())).toBe(true);
      else await t.app.ledger.credit(who.id, amount, 'seed', randomUUID());
    }
    expect(Date.now()).toBe(at);
    vi.useRealTimers();
  }

  it('come back in ledger order, so each balance follows from the row before it, on every page', async () => {
    const who = await accountWithNumber(t.app, { balance: 0 });
    const at = Date.UTC(2024, 2, 15, 9, 30, 0, 123);
    await writeInOneMillisecond(who, at);

    const rows = await bills(who, 'en', '2024-03');
    expect(rows.map((row) => row.date)).toEqual(Array(6).fill(at));
    // Newest first: the reverse of the order they were written in.
    expect(rows.map((row) => row.charge)).toEqual([-7, 4_000, -50, 1_200, -300, 10_000]);
    expect(rows.map((row) => row.afterBalance)).toEqual([14_843, 14_850, 10_850, 10_900, 9_700, 10_000]);
    expectLedgerOrder(rows);

    // Paged two at a time by the cursor, the same rows in the same order.
    const paged: BillRecord[] = [];
    let nextPage = '';
    do {
      const query: Record<string, string> = { ym: '2024-03', pageSize: '2' };
      if (nextPage !== '') query.nextPage = nextPage;
      const page = await get<BillListData>(t.app, 'getBillList', { token: who.token, query });
      paged.push(...page.body.data.list);
      nextPage = page.body.data.nextPage;
    } while (nextPage !== '');
    expect(paged.map((row) => row._id)).toEqual(rows.map((row) => row._id));
  });

  it('come after an entry another server wrote in that millisecond, even one with the highest id', async () => {
    const who = await accountWithNumber(t.app, { balance: 0 });
    const at = Date.UTC(2024, 3, 1, 8);
    // What a second node may have written a moment before: same millisecond, the largest random part.
    const highest = `${timeOrderedId(at).slice(0, 14)}7fff-bfff-ffffffffffff`;
    await t.app.db
      .insertInto('ledger_entries')
      .values({
        id: highest,
        account_id: who.id,
        amount: 500,
        kind: 'seed',
        reference: randomUUID(),
        created_at: at,
        balance_after: 500,
      })
      .execute();
    await t.app.db
      .updateTable('account_balances')
      .set({ balance: 500 })
      .where('account_id', '=', who.id)
      .execute();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    await t.app.ledger.credit(who.id, 200, 'seed', randomUUID());
    vi.useRealTimers();

    const rows = await bills(who, 'en', '2024-04');
    expect(rows.map((row) => [row.charge, row.afterBalance])).toEqual([
      [200, 700],
      [500, 500],
    ]);
    expect((rows[0]?._id ?? '') > highest).toBe(true);
  });

  it('written concurrently (and often in one millisecond), still chain balance to balance', async () => {
    const who = await accountWithNumber(t.app, { balance: 100_000 });
    const moves = Array.from({ length: 30 }, (_, index) =>
      index % 3 === 0
        ? t.app.ledger.credit(who.id, 100 + index, 'seed', randomUUID())
        : t.app.ledger.debit(who.id, 10 + index, 'operator_adjust', randomUUID()),
    );
    await Promise.all(moves);
    const rows = await bills(who);
    expect(rows).toHaveLength(31);
    expectLedgerOrder(rows);
    expect(rows[0]?.afterBalance).toBe(await t.app.ledger.balance(who.id));
  });
});
