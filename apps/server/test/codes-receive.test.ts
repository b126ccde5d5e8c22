import {
  CODE_NUMBER_TTL_MS,
  CODE_POLL_MAX,
  CodeNumberType,
  codeIn,
  type PhoneOption,
  Retcode,
  SIMULATOR_CODE_PATH,
} from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get } from './helpers/api.ts';
import { feeFor } from './helpers/code-fees.ts';
import { codeCharges, codeUser, lock, poll, sendCode } from './helpers/codes.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

const holdOf = (app: string, rentalNumber: string) =>
  t.app.db
    .selectFrom('code_holds as h')
    .innerJoin('code_pool_numbers as p', 'p.id', 'h.number_id')
    .select(['h.held_until', 'h.account_id'])
    .where('h.app', '=', app)
    .where('p.full_number', '=', rentalNumber)
    .executeTakeFirst();

describe('receiving codes', () => {
  it('extracts 4 to 8 digit codes only', () => {
    expect(codeIn('WhatsApp: your code is 123-456')).toBe('');
    expect(codeIn('G-482913 is your Google verification code')).toBe('482913');
    expect(codeIn('Your Telegram code: 80871')).toBe('80871');
    expect(codeIn('call 123 now')).toBe('');
  });

  it('charges the first code of a lock once: two messages, one charge', async () => {
    const user = await codeUser(t.app);
    const locked = await lock(t.app, user, { app: 'telegram', code: 'US' });
    const number = locked.body.data.phone;
    const first = await sendCode(t.app, { number, app: 'telegram', text: 'Telegram code: 55123' });
    const second = await sendCode(t.app, { number, app: 'telegram', text: 'Telegram code: 99881' });
    expect([first.status, second.status]).toEqual([200, 200]);
    const { codeRate } = feeFor('telegram', 'US', 'pingme');
    expect(first.body.data).toMatchObject({ code: '55123', charge: codeRate });
    expect(second.body.data).toMatchObject({ code: '99881', charge: 0 });
    expect(await codeCharges(t.app, user.id)).toHaveLength(1);
    expect(await t.app.services.ledger.balance(user.id)).toBe(100_000 - codeRate);

    const polled = await poll(t.app, user, 'telegram', number, 1);
    expect(polled.status).toBe(200);
    expect(polled.body.data.done).toBe(false);
    expect(polled.body.data.list.map((m) => [m.code, m.charge])).toEqual([
      ['99881', 0],
      ['55123', codeRate],
    ]);
    // The user keeps the number for the app a month: the hold lasts until then, also after the lock.
    await poll(t.app, user, 'telegram', number, CODE_POLL_MAX);
    const hold = await holdOf('telegram', number);
    expect(hold?.account_id).toBe(user.id);
    expect(hold!.held_until).toBeGreaterThan(Date.now() + CODE_NUMBER_TTL_MS - 60_000);
    const options = await get<{ list: PhoneOption[] }>(t.app, 'getVerificationCodePhoneListV2', {
      token: user.token,
      query: { app: 'telegram', code: 'US' },
    });
    expect(options.body.data.list[2]).toMatchObject({
      phone: number,
      numberType: CodeNumberType.own,
      subStatus: 0,
    });

    // Receiving on it again is a new lock: its first code is charged again, once.
    const again = await lock(t.app, user, { app: 'telegram', code: 'US', number, numberType: '0' });
    expect(again.status).toBe(200);
    expect(again.body.data.phone).toBe(number);
    expect((await sendCode(t.app, { number, app: 'telegram' })).body.data.charge).toBe(codeRate);
    expect(await codeCharges(t.app, user.id)).toHaveLength(2);
  });

  it('charges once when two codes of a lock arrive at the same moment', async () => {
    const user = await codeUser(t.app);
    const number = (await lock(t.app, user, { app: 'apple', code: 'US' })).body.data.phone;
    const both = await Promise.all([
      sendCode(t.app, { number, app: 'apple' }),
      sendCode(t.app, { number, app: 'apple' }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const { codeRate } = feeFor('apple', 'US', 'pingme');
    expect(both.map((r) => r.body.data.charge).sort()).toEqual([0, codeRate]);
    expect(await codeCharges(t.app, user.id)).toHaveLength(1);
    expect(await t.app.services.ledger.balance(user.id)).toBe(100_000 - codeRate);
  });

  it('charges nothing without a code and releases the hold at the poll limit', async () => {
    const user = await codeUser(t.app);
    const number = (await lock(t.app, user, { app: 'google', code: 'GB' })).body.data.phone;
    const text = await sendCode(t.app, { number, app: 'google', text: 'Welcome to Google' });
    expect(text.body.data).toMatchObject({ code: '', charge: 0 });
    const last = await poll(t.app, user, 'google', number, CODE_POLL_MAX);
    expect(last.body.data.done).toBe(true);
    expect(last.body.data.list).toHaveLength(1);
    expect(await holdOf('google', number)).toBeUndefined();
    expect(await codeCharges(t.app, user.id)).toEqual([]);
    expect(await t.app.services.ledger.balance(user.id)).toBe(100_000);
    // Nobody holds it now: an app's text has nowhere to go.
    const late = await sendCode(t.app, { number, app: 'google' });
    expect(late.status).toBe(404);
    expect(late.body.retcode).toBe(Retcode.NOT_FOUND);
  });

  it('hides a code the balance cannot pay and leaves the lock uncharged', async () => {
    const user = await codeUser(t.app, 1);
    const number = (await lock(t.app, user, { app: 'instagram', code: 'CA' })).body.data.phone;
    await t.app.services.ledger.debit(user.id, 10_000, 'seed', `drain:${user.id}`);
    const text = await sendCode(t.app, { number, app: 'instagram', text: 'Instagram code 123456' });
    expect(text.body.data).toMatchObject({ code: '', charge: 0 });
    const polled = await poll(t.app, user, 'instagram', number, 2);
    expect(polled.body.data.list[0]?.text).not.toContain('123456');
    expect(await codeCharges(t.app, user.id)).toEqual([]);
  });

  it('answers 404 to another account polling a number it does not hold', async () => {
    const owner = await codeUser(t.app);
    const stranger = await codeUser(t.app);
    const number = (await lock(t.app, owner, { app: 'facebook', code: 'US' })).body.data.phone;
    await sendCode(t.app, { number, app: 'facebook' });
    const peek = await poll(t.app, stranger, 'facebook', number, 1);
    expect(peek.status).toBe(404);
    expect(peek.body.retcode).toBe(Retcode.NOT_FOUND);
  });

  it('accepts the simulator form post and makes up a code when the text is empty', async () => {
    const user = await codeUser(t.app);
    const number = (await lock(t.app, user, { app: 'tiktok', code: 'AU' })).body.data.phone;
    const response = await t.app.inject({
      method: 'POST',
      url: SIMULATOR_CODE_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ number, app: 'tiktok', text: '' }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const stored = response.json<{ data: { code: string } }>().data;
    expect(stored.code).toMatch(/^\d{6}$/);
    const polled = await poll(t.app, user, 'tiktok', number, 1);
    expect(polled.body.data.list[0]?.text).toBe(`TikTok: your code is ${stored.code}. Do not share it.`);
    const bad = await sendCode(t.app, { number: 'abc', app: 'tiktok' });
    expect(bad.status).toBe(400);
    expect(bad.body.retcode).toBe(Retcode.INVALID_PARAMETER);
  });
});

describe('auto-answer', () => {
  const auto = useTestApp({ overrides: { codeAutoAnswerSeconds: 1 } });

  it('delivers a made-up code after the configured seconds, charged once', async () => {
    const user = await codeUser(auto.app);
    const number = (await lock(auto.app, user, { app: 'wechat', code: 'US' })).body.data.phone;
    let list: { code: string; charge: number }[] = [];
    for (let count = 1; count <= 100 && list.length === 0; count += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      list = (await poll(auto.app, user, 'wechat', number, count)).body.data.list;
    }
    expect(list).toHaveLength(1);
    expect(list[0]?.code).toMatch(/^\d{6}$/);
    expect(list[0]?.charge).toBe(feeFor('wechat', 'US', 'pingme').codeRate);
  });

  it('sends nothing to a lock released before its timer fires', async () => {
    const user = await codeUser(auto.app);
    const first = (await lock(auto.app, user, { app: 'line', code: 'GB' })).body.data.phone;
    await poll(auto.app, user, 'line', first, CODE_POLL_MAX);
    const second = (await lock(auto.app, user, { app: 'line', code: 'GB' })).body.data.phone;
    // Once the second lock's code is in, the first lock's timer (fired earlier) has had its chance.
    let got = 0;
    for (let count = 1; count <= 100 && got === 0; count += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      got = (await poll(auto.app, user, 'line', second, count)).body.data.list.length;
    }
    expect(got).toBe(1);
    const onFirst = await auto.app.db
      .selectFrom('code_messages')
      .select('id')
      .where('full_number', '=', first)
      .execute();
    expect(onFirst).toEqual([]);
  });
});
