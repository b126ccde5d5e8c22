import {
  type AppListData,
  CODE_POLL_MAX,
  type CodeFeeData,
  CodeNumberType,
  type PhoneOption,
  Retcode,
} from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { get } from './helpers/api.ts';
import { feeFor } from './helpers/code-fees.ts';
import { codeCharges, codeUser, lock, poll, poolOf, sendCode } from './helpers/codes.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();
beforeAll(async () => {
  // AU gets a pool of exactly two numbers, so scarcity is easy to reach.
  await poolOf(t.app, 'AU', ['491570901', '491570902']);
});

describe('catalogue and options', () => {
  it('lists apps and countries, with Chinese country names for zh_cn', async () => {
    const en = await get<AppListData>(t.app, 'getAppList');
    expect(en.status).toBe(200);
    expect(en.body.data.appList.map((a) => a.app)).toEqual(
      expect.arrayContaining(['whatsapp', 'telegram', 'google']),
    );
    expect(en.body.data.countrys.find((c) => c.code === 'US')).toEqual({
      code: 'US',
      name: 'United States',
      telCode: '1',
    });
    const zh = await get<AppListData>(t.app, 'getAppList', { language: 'zh_cn' });
    expect(zh.body.data.countrys.find((c) => c.code === 'GB')?.name).toBe('英国');
  });

  it('answers the fees of an app and country, and 100001 for an unknown app', async () => {
    const user = await codeUser(t.app);
    const fee = await get<CodeFeeData>(t.app, 'getCodeNumberFeeByAppV2', {
      token: user.token,
      query: { app: 'telegram', code: 'US' },
    });
    expect(fee.body.data).toEqual(feeFor('telegram', 'US', 'pingme'));
    expect(fee.body.data.codeRate).toBeGreaterThan(0);
    const bad = await get(t.app, 'getCodeNumberFeeByAppV2', {
      token: user.token,
      query: { app: 'nope', code: 'US' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.retcode).toBe(Retcode.INVALID_PARAMETER);
  });

  it('puts the two special options first', async () => {
    const user = await codeUser(t.app);
    const list = await get<{ list: PhoneOption[] }>(t.app, 'getVerificationCodePhoneListV2', {
      token: user.token,
      query: { app: 'google', code: 'GB' },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.list.map((o) => [o.numberType, o.canGetNumber, o.phone])).toEqual([
      [CodeNumberType.keepable, true, ''],
      [CodeNumberType.oneTime, true, ''],
    ]);
    expect(list.body.data.list[0]?.successRate).toBeNull();
  });
});

describe('locking', () => {
  it('gives two concurrent users different numbers, then 500000 with HTTP 400 when none is free', async () => {
    const [a, b, c] = await Promise.all([codeUser(t.app), codeUser(t.app), codeUser(t.app)]);
    const [la, lb] = await Promise.all([
      lock(t.app, a, { app: 'whatsapp', code: 'AU', numberType: '1' }),
      lock(t.app, b, { app: 'whatsapp', code: 'AU', numberType: '2' }),
    ]);
    expect([la.status, lb.status]).toEqual([200, 200]);
    expect(new Set([la.body.data.phone, lb.body.data.phone])).toEqual(
      new Set(['61491570901', '61491570902']),
    );
    expect(la.body.data.canSub).toBe(1);
    expect(lb.body.data.canSub).toBe(0);
    expect(la.body.data.formatPhone).toMatch(/^\+61 491 570 90[12]$/);

    const none = await lock(t.app, c, { app: 'whatsapp', code: 'AU' });
    expect(none.status).toBe(400);
    expect(none.body.retcode).toBe(Retcode.NO_NUMBER_AVAILABLE);
    const options = await get<{ list: PhoneOption[] }>(t.app, 'getVerificationCodePhoneListV2', {
      token: c.token,
      query: { app: 'whatsapp', code: 'AU' },
    });
    expect(options.body.data.list.slice(0, 2).map((o) => o.canGetNumber)).toEqual([false, false]);
    // The empty pool says so, with its reason, rather than a success rate alone.
    expect(options.body.data.list[0]).toMatchObject({
      available: 0,
      reason:
        'No number is free for this service in this country right now. Try another country, or again in a few minutes.',
    });
    const elsewhere = await get<{ list: PhoneOption[] }>(t.app, 'getVerificationCodePhoneListV2', {
      token: c.token,
      query: { app: 'telegram', code: 'AU' },
      language: 'zh_cn',
    });
    expect(elsewhere.body.data.list[0]).toMatchObject({ canGetNumber: true, available: 2, reason: '' });

    // The same numbers are free for another app: holds are per (number, app).
    const other = await lock(t.app, c, { app: 'telegram', code: 'AU' });
    expect(other.status).toBe(200);
  });

  it('never gives a user again a number it already had for the app', async () => {
    const user = await codeUser(t.app);
    const first = await lock(t.app, user, { app: 'discord', code: 'AU' });
    expect(first.status).toBe(200);
    const ended = await poll(t.app, user, 'discord', first.body.data.phone, CODE_POLL_MAX);
    expect(ended.body.data.done).toBe(true);

    const second = await lock(t.app, user, { app: 'discord', code: 'AU' });
    expect(second.status).toBe(200);
    expect(second.body.data.phone).not.toBe(first.body.data.phone);
    await poll(t.app, user, 'discord', second.body.data.phone, CODE_POLL_MAX);

    const third = await lock(t.app, user, { app: 'discord', code: 'AU' });
    expect(third.status).toBe(400);
    expect(third.body.retcode).toBe(Retcode.NO_NUMBER_AVAILABLE);
    // Someone else may still get the number the first user gave back.
    const other = await codeUser(t.app);
    expect((await lock(t.app, other, { app: 'discord', code: 'AU' })).status).toBe(200);
  });

  it('releases the previous lock given by lastApp and lastNumber (try another number)', async () => {
    const user = await codeUser(t.app);
    const first = await lock(t.app, user, { app: 'uber', code: 'US' });
    expect(first.status).toBe(200);
    const next = await lock(t.app, user, {
      app: 'uber',
      code: 'US',
      lastApp: 'uber',
      lastNumber: first.body.data.phone,
    });
    expect(next.status).toBe(200);
    expect(next.body.data.phone).not.toBe(first.body.data.phone);
    const holds = await t.app.db
      .selectFrom('code_holds')
      .select('account_id')
      .where('app', '=', 'uber')
      .execute();
    expect(holds).toHaveLength(1);
    const rentals = await t.app.db
      .selectFrom('code_rentals')
      .select(['full_number', 'status'])
      .where('account_id', '=', user.id)
      .where('app', '=', 'uber')
      .execute();
    expect(rentals.find((r) => r.full_number === first.body.data.phone)?.status).toBe('released');
  });

  it('ends a lock on Done or Back: a code arriving afterwards is neither charged nor kept', async () => {
    const user = await codeUser(t.app);
    const locked = await lock(t.app, user, { app: 'uber', code: 'US' });
    expect(locked.status).toBe(200);
    const number = locked.body.data.phone;
    const release = (who: typeof user) =>
      get(t.app, 'releaseVerificationCodePhone', { token: who.token, query: { app: 'uber', number } });

    // Another account cannot end it (answered alike, nothing changes).
    const stranger = await codeUser(t.app);
    expect((await release(stranger)).body.retcode).toBe(Retcode.OK);
    const still = await t.app.db
      .selectFrom('code_rentals')
      .select('status')
      .where('account_id', '=', user.id)
      .where('full_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(still.status).not.toBe('released');

    expect((await release(user)).body.retcode).toBe(Retcode.OK);
    const balance = await t.app.ledger.balance(user.id);
    const late = await sendCode(t.app, { number, app: 'uber', text: 'Your Uber code is 4821' });
    expect(late.status).toBeLessThan(500);
    expect(await codeCharges(t.app, user.id)).toEqual([]);
    expect(await t.app.ledger.balance(user.id)).toBe(balance);
    const rental = await t.app.db
      .selectFrom('code_rentals')
      .select('status')
      .where('account_id', '=', user.id)
      .where('full_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(rental.status).toBe('released');
  });

  it('refuses a lock with 400001 when the balance does not cover one code, charging nothing', async () => {
    const broke = await codeUser(t.app, 0);
    const result = await lock(t.app, broke, { app: 'amazon', code: 'CA' });
    expect(result.body.retcode).toBe(Retcode.INSUFFICIENT_BALANCE);
    expect(result.body.retmsg).toBe('Your balance does not cover one code. Recharge and try again.');
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    const rentals = await t.app.db
      .selectFrom('code_rentals')
      .select('id')
      .where('account_id', '=', broke.id)
      .execute();
    expect(rentals).toEqual([]);
  });

  it('answers a locked number with its fees, tips and texting ability', async () => {
    const user = await codeUser(t.app);
    const locked = await lock(t.app, user, { app: 'paypal', code: 'CA' });
    expect(locked.status).toBe(200);
    const fee = feeFor('paypal', 'CA', 'pingme');
    expect(locked.body.data).toMatchObject({
      app: 'paypal',
      telCode: '1',
      telCodeList: ['1'],
      canSendCodeSms: true,
      subStatus: 0,
      codeRate: fee.codeRate,
      subRent: fee.subRent,
    });
    expect(locked.body.data.formatPhone).toMatch(/^\+1 \d{3} 555 01\d\d$/);
    expect(await t.app.services.ledger.balance(user.id)).toBe(100_000);
  });
});
