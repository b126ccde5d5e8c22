import { randomUUID } from 'node:crypto';
import {
  type accountAppsDataSchema,
  addMonthsToKey,
  CODE_SMS_PAGE_SIZE,
  type codeHistoryDataSchema,
  type codeSubDataSchema,
  monthKeyOf,
  monthRange,
  type oldNumberSmsDataSchema,
  type oldNumbersDataSchema,
  Retcode,
  retcodeInfo,
  VerificationHistoryType,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { listOutbox } from '../src/adapters/mail/outbox.ts';
import { codeSmsReference } from '../src/modules/code-numbers/receive.service.ts';
import { LedgerKind } from '../src/modules/history/ledger-kinds.ts';
import { DEFAULT_RATES } from '../src/modules/rates/rates.service.ts';
import { get, post } from './helpers/api.ts';
import { feeFor } from './helpers/code-fees.ts';
import { holdOf, insertCodeMessage, insertRental, rentalRow } from './helpers/codes-old.ts';
import { registerAccount, type TestAccount } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

type Data<S extends z.ZodTypeAny> = z.infer<S>;
const DAY = 86_400_000;
const RENT = feeFor('telegram', 'US', 'pingme').subRent;

const t = useTestApp();

async function account(balance: number): Promise<TestAccount> {
  const made = await registerAccount(t.app);
  if (balance > 0) await t.app.ledger.credit(made.id, balance, 'seed', randomUUID());
  return made;
}
const balanceOf = (who: TestAccount) => t.app.ledger.balance(who.id);
const thisMonth = () => monthKeyOf(Date.now());
const sub = (who: TestAccount, app: string, number: string) =>
  get<Data<typeof codeSubDataSchema>>(t.app, 'subVerificationCodePhone', {
    token: who.token,
    query: { app, number },
  });
const unsub = (who: TestAccount, app: string, number: string) =>
  get<Data<typeof codeSubDataSchema>>(t.app, 'unSubVerificationCodePhone', {
    token: who.token,
    query: { app, number },
  });
const reSub = (who: TestAccount, historyId: string) =>
  post(
    t.app,
    'reSubVerificationCodePhone',
    { platform: who.brand, historyId, date: thisMonth() },
    { token: who.token },
  );
const history = (who: TestAccount) =>
  get<Data<typeof codeHistoryDataSchema>>(t.app, 'getSubCodeNumberList', {
    token: who.token,
    query: { ym: thisMonth() },
  });

describe('apps and numbers of the account', () => {
  it('lists the apps and numbers the user keeps, leaving out expired ones and other accounts', async () => {
    const me = await account(0);
    const other = await account(0);
    const kept = await insertRental(t.app, me.id, { app: 'telegram' });
    await insertRental(t.app, me.id, { app: 'discord', status: 'expired', expiresAt: Date.now() - DAY });
    await insertRental(t.app, other.id, { app: 'google' });

    const apps = await get<Data<typeof accountAppsDataSchema>>(t.app, 'getAppListByAccount', {
      token: me.token,
    });
    expect(apps.status).toBe(200);
    expect(apps.body.data.appList.map((entry) => entry.app)).toEqual(['telegram']);
    expect(apps.body.data.appList[0]?.name).toBe('Telegram');

    const numbers = await get<Data<typeof oldNumbersDataSchema>>(t.app, 'getCodeNumberListByAccount', {
      token: me.token,
      query: { app: 'telegram' },
    });
    expect(numbers.status).toBe(200);
    const [entry] = numbers.body.data.list;
    expect(numbers.body.data.list).toHaveLength(1);
    expect(entry?.oldPhone).toBe(kept.fullNumber);
    expect(entry?.subStatus).toBe(0);
    expect(entry?.subRent).toBe(RENT);
    const row = await rentalRow(t.app, kept.rentalId);
    expect(entry?.nextPaymentDate).toBe(new Date(row.expires_at as number).toISOString().slice(0, 10));
  });
});

describe('subscribe, unsubscribe, re-subscribe', () => {
  it('subscribing needs the rent and changes nothing when the balance is short', async () => {
    const me = await account(RENT - 1);
    const rental = await insertRental(t.app, me.id);
    const refused = await sub(me, rental.app, rental.fullNumber);
    expect(refused.status).toBe(retcodeInfo(Retcode.INSUFFICIENT_BALANCE)?.httpStatus);
    expect(refused.body.retcode).toBe(Retcode.INSUFFICIENT_BALANCE);
    expect((await rentalRow(t.app, rental.rentalId)).status).toBe('active');
    expect(await balanceOf(me)).toBe(RENT - 1);
  });

  it('subscribing charges the month once; a second subscribe is refused', async () => {
    const me = await account(3 * RENT);
    const rental = await insertRental(t.app, me.id);
    const first = await sub(me, rental.app, rental.fullNumber);
    expect(first.status).toBe(200);
    expect(first.body.data.subStatus).toBe(1);
    expect(await balanceOf(me)).toBe(2 * RENT);
    const row = await rentalRow(t.app, rental.rentalId);
    expect(row.status).toBe('subscribed');
    expect(row.next_payment_at).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(first.body.data.nextPaymentDate).toBe(
      new Date(row.next_payment_at as number).toISOString().slice(0, 10),
    );

    const again = await sub(me, rental.app, rental.fullNumber);
    expect(again.status).toBe(400);
    expect(again.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(await balanceOf(me)).toBe(2 * RENT);
  });

  it('unsubscribing keeps the number until the paid month ends; subscribing again then is free', async () => {
    const me = await account(3 * RENT);
    const rental = await insertRental(t.app, me.id);
    await sub(me, rental.app, rental.fullNumber);
    const paidUntil = (await rentalRow(t.app, rental.rentalId)).next_payment_at;

    const off = await unsub(me, rental.app, rental.fullNumber);
    expect(off.status).toBe(200);
    expect(off.body.data.subStatus).toBe(0);
    const row = await rentalRow(t.app, rental.rentalId);
    expect(row).toMatchObject({ status: 'active', expires_at: paidUntil, next_payment_at: null });
    const numbers = await get<Data<typeof oldNumbersDataSchema>>(t.app, 'getCodeNumberListByAccount', {
      token: me.token,
      query: { app: rental.app },
    });
    expect(numbers.body.data.list.map((entry) => [entry.oldPhone, entry.subStatus])).toEqual([
      [rental.fullNumber, 0],
    ]);
    expect((await unsub(me, rental.app, rental.fullNumber)).status).toBe(400);

    expect((await sub(me, rental.app, rental.fullNumber)).status).toBe(200);
    expect(await balanceOf(me)).toBe(2 * RENT);
    expect((await rentalRow(t.app, rental.rentalId)).next_payment_at).toBe(paidUntil);
  });

  it('releasing a kept number gives it up at once; a subscribed one must be unsubscribed first', async () => {
    const me = await account(0);
    const kept = await insertRental(t.app, me.id, { status: 'active', expiresAt: Date.now() + 86_400_000 });
    const release = (number: string) =>
      get(t.app, 'releaseCodeNumber', { token: me.token, query: { app: 'telegram', number } });
    expect((await release(kept.fullNumber)).body.retcode).toBe(Retcode.OK);
    const after = await get<{ list: { oldPhone: string }[] }>(t.app, 'getCodeNumberListByAccount', {
      token: me.token,
      query: { app: 'telegram' },
    });
    expect(after.body.data.list.map((entry) => entry.oldPhone)).not.toContain(kept.fullNumber);
    expect(await holdOf(t.app, kept.numberId, kept.app)).toBeUndefined();
    // Released once: a second release is about a number that is no longer the user's.
    expect((await release(kept.fullNumber)).body.retcode).toBe(Retcode.NOT_FOUND);

    const subscribed = await insertRental(t.app, me.id, {
      status: 'subscribed',
      nextPaymentAt: Date.now() + 86_400_000,
    });
    const refused = await release(subscribed.fullNumber);
    expect(refused.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(refused.body.retmsg).toBe('This number is subscribed. Unsubscribe it first, then release it.');
  });

  it('re-subscribing restores a kept number, and refuses expired, taken and foreign ones', async () => {
    const me = await account(3 * RENT);
    const stranger = await account(3 * RENT);
    const kept = await insertRental(t.app, me.id);
    const restored = await reSub(me, kept.rentalId);
    expect(restored.status).toBe(200);
    expect((await rentalRow(t.app, kept.rentalId)).status).toBe('subscribed');
    expect(await balanceOf(me)).toBe(2 * RENT);

    const old = await insertRental(t.app, me.id, { expiresAt: Date.now() - 1000, hold: false });
    const expired = await reSub(me, old.rentalId);
    expect(expired.status).toBe(retcodeInfo(Retcode.NUMBER_EXPIRED)?.httpStatus);
    expect(expired.body.retcode).toBe(Retcode.NUMBER_EXPIRED);

    const taken = await insertRental(t.app, me.id, { hold: false });
    await insertRental(t.app, stranger.id, { numberId: taken.numberId, app: taken.app });
    const lost = await reSub(me, taken.rentalId);
    expect(lost.body.retcode).toBe(Retcode.NUMBER_EXPIRED);
    expect((await rentalRow(t.app, taken.rentalId)).status).toBe('active');

    const foreign = await reSub(stranger, kept.rentalId);
    expect(foreign.body.retcode).toBe(Retcode.NOT_FOUND);
    expect(await balanceOf(me)).toBe(2 * RENT);
    expect(await balanceOf(stranger)).toBe(3 * RENT);
  });
});

describe('verification history', () => {
  it('shows codes as type 1 and a subscription as type 100, restorable after unsubscribing', async () => {
    const me = await account(3 * RENT);
    const rental = await insertRental(t.app, me.id);
    const codeRate = feeFor('telegram', 'US', 'pingme').codeRate;
    await t.app.ledger.debit(me.id, codeRate, LedgerKind.codeSms, codeSmsReference(rental.rentalId, 1234));
    await sub(me, rental.app, rental.fullNumber);

    const subscribed = await history(me);
    expect(subscribed.status).toBe(200);
    const rows = subscribed.body.data.list;
    expect(subscribed.body.data.totalRows).toBe(2);
    expect(rows.map((row) => [row.type, row.charge, row.historyId, row.number])).toEqual([
      [VerificationHistoryType.subscription, -RENT, rental.rentalId, rental.fullNumber],
      [VerificationHistoryType.code, -codeRate, rental.rentalId, rental.fullNumber],
    ]);
    expect(rows[0]?.nextPaymentDate).toBe('');
    expect(rows[1]?.resDate).toBe(1234);
    expect(rows[1]?.name).toBe('Telegram');

    await unsub(me, rental.app, rental.fullNumber);
    const after = await history(me);
    const until = (await rentalRow(t.app, rental.rentalId)).expires_at as number;
    expect(after.body.data.list[0]?.nextPaymentDate).toBe(new Date(until).toISOString().slice(0, 10));
    expect(after.body.data.nextPage).toBe('');
  });
});

describe('messages of an old number', () => {
  it('pages a month 20 at a time with the month total, and hides them from other accounts', async () => {
    const me = await account(0);
    const rental = await insertRental(t.app, me.id);
    const ym = addMonthsToKey(monthKeyOf(Date.now()), -1);
    const lastMonthStart = monthRange(ym).from;
    for (let i = 0; i < 25; i += 1)
      await insertCodeMessage(t.app, me.id, rental, lastMonthStart + i * 60_000, `m${i}`);
    await insertCodeMessage(t.app, me.id, rental, lastMonthStart - 1, 'month before');

    const list = (nextPage?: string, who: TestAccount = me) =>
      get<Data<typeof oldNumberSmsDataSchema>>(t.app, 'getCodeSmsList', {
        token: who.token,
        query: { app: rental.app, number: rental.fullNumber, ym, ...(nextPage ? { nextPage } : {}) },
      });
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(25);
    expect(first.body.data.list).toHaveLength(CODE_SMS_PAGE_SIZE);
    expect(first.body.data.list[0]?.text).toBe('m24');
    expect(first.body.data.nextPage).not.toBe('');
    const second = await list(first.body.data.nextPage);
    expect(second.body.data.list.map((row) => row.text)).toEqual(['m4', 'm3', 'm2', 'm1', 'm0']);
    expect(second.body.data.nextPage).toBe('');

    const stranger = await account(0);
    const refused = await list(undefined, stranger);
    expect(refused.status).toBe(retcodeInfo(Retcode.NOT_FOUND)?.httpStatus);
    expect(refused.body.retcode).toBe(Retcode.NOT_FOUND);
  });
});

describe('sending from a rented number', () => {
  const send = (who: TestAccount, from: string, text = 'hello there') =>
    post(
      t.app,
      'sendCodeSms',
      { platform: who.brand, from, to: '12125550100', app: 'telegram', text },
      { token: who.token },
    );
  const usRate = DEFAULT_RATES.find((rate) => rate.rateKey === 'US')!.smsSegment;

  it('charges one SMS from the rented number and hands it to the outbox', async () => {
    const me = await account(10_000);
    const rental = await insertRental(t.app, me.id);
    const text = `code test ${randomUUID()}`;
    const sent = await send(me, rental.fullNumber, text);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ charge: usRate });
    expect(await balanceOf(me)).toBe(10_000 - usRate);
    const outbox = await listOutbox(t.app.db);
    expect(outbox.some((message) => message.channel === 'sms' && message.text === text)).toBe(true);
  });

  it('refuses toll-free numbers, other people’s numbers and an empty text, charging nothing', async () => {
    const me = await account(10_000);
    const stranger = await account(10_000);
    const tollFree = await insertRental(t.app, me.id, { tollFree: true });
    const refused = await send(me, tollFree.fullNumber);
    expect(refused.status).toBe(400);
    expect(refused.body.retcode).toBe(Retcode.TOLL_FREE_NOT_REGISTERED);

    const theirs = await insertRental(t.app, stranger.id);
    const foreign = await send(me, theirs.fullNumber);
    expect(foreign.body.retcode).toBe(Retcode.CANNOT_SEND_TO_NUMBER);

    const mine = await insertRental(t.app, me.id);
    const empty = await send(me, mine.fullNumber, '   ');
    expect(empty.status).toBe(400);
    expect(await balanceOf(me)).toBe(10_000);
    expect(await holdOf(t.app, theirs.numberId, theirs.app)).toBeDefined();
  });

  it('says a number still waiting for its first code cannot send yet, in the reader’s language', async () => {
    const me = await account(10_000);
    const waiting = await insertRental(t.app, me.id, { status: 'locked', expiresAt: null });
    const refused = await send(me, waiting.fullNumber);
    expect(refused.body.retcode).toBe(Retcode.CANNOT_SEND_TO_NUMBER);
    expect(refused.body.retmsg).toBe('This number can send messages once it has received its first code.');
    const zh = await post(
      t.app,
      'sendCodeSms',
      { platform: me.brand, from: waiting.fullNumber, to: '12125550100', app: 'telegram', text: 'hi' },
      { token: me.token, language: 'zh_cn' },
    );
    expect(zh.body.retmsg).toBe('该号码收到第一条验证码后才能发送短信。');
    expect(await balanceOf(me)).toBe(10_000);
  });
});
