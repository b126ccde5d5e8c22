import { type CheckContactQuery, Retcode } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../src/config/index.ts';
import { get } from './helpers/api.ts';
import { registerAccount, type TestAccount, uniqueEmail, uniqueIp } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import {
  captchaPass,
  NEXT_API,
  outsidePhone,
  readOutbox,
  requestEmailCode,
  requestPhoneCode,
} from './helpers/verify.ts';

// Every SMS code needs the slider: a phone check that came after it would never be reached.
const t = useTestApp({
  overrides: { verification: { ...buildConfig().verification, freeSmsPerIpPerHour: 0 } },
});

function check(account: TestAccount, query: CheckContactQuery) {
  return get<{ available: true }>(t.app, 'checkContact', {
    token: account.token,
    query: query as Record<string, string>,
  });
}

async function holdPhone(account: TestAccount, phone: { telcode: string; phone: string }) {
  await t.app.db
    .updateTable('accounts')
    .set({ tel_code: phone.telcode, phone: phone.phone })
    .where('id', '=', account.id)
    .execute();
}

describe('getVerifyCode says a used phone before any captcha, slider or code', () => {
  it('answers 100033 for a phone of another account although the slider would be needed', async () => {
    const owner = await registerAccount(t.app);
    const phone = outsidePhone();
    await holdPhone(owner, phone);
    const asker = await registerAccount(t.app);
    const sentBefore = (await readOutbox(t.app)).length;

    const result = await requestPhoneCode(t.app, asker, phone, uniqueIp());
    expect(result.body.retcode).toBe(Retcode.PHONE_IN_USE);
    expect(result.body.field).toBe('phone');
    expect(result.body.retmsg).toBe('This phone number is already used by another account.');
    expect((await readOutbox(t.app)).length).toBe(sentBefore);

    // A free phone gets as far as the slider, which is what the first answer skipped.
    const free = await requestPhoneCode(t.app, asker, outsidePhone(), uniqueIp());
    expect(free.body.retcode).toBe(Retcode.SLIDER_REQUIRED);
    // The caller's own phone is never "used by another account".
    const own = await requestPhoneCode(t.app, owner, phone, uniqueIp());
    expect(own.body.retcode).toBe(Retcode.SLIDER_REQUIRED);
  });

  it('refuses a malformed phone with a sentence before anything else', async () => {
    const asker = await registerAccount(t.app);
    const result = await requestPhoneCode(t.app, asker, { telcode: '49', phone: '12' }, uniqueIp());
    expect(result.status).toBe(400);
    expect(result.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(result.body.retmsg).toMatch(/phone number/i);
  });
});

describe('requestToVerifyEmail says a used address before spending the captcha', () => {
  it('answers 100034 and the captcha pass still works for a free address', async () => {
    const owner = await registerAccount(t.app);
    const asker = await registerAccount(t.app);
    const captchaId = await captchaPass(t.app, NEXT_API.email);
    const used = await requestEmailCode(t.app, asker, { email: owner.email, captchaId }, uniqueIp());
    expect(used.body.retcode).toBe(Retcode.EMAIL_IN_USE);
    expect(used.body.field).toBe('email');
    const free = await requestEmailCode(t.app, asker, { email: uniqueEmail('free'), captchaId }, uniqueIp());
    expect(free.status).toBe(200);
  });
});

describe('checkContact', () => {
  it('answers available for a free phone or email and for the caller’s own', async () => {
    const owner = await registerAccount(t.app);
    const phone = outsidePhone();
    await holdPhone(owner, phone);
    expect((await check(owner, phone)).body.data).toEqual({ available: true });
    expect((await check(owner, { email: owner.email })).body.data).toEqual({ available: true });
    expect((await check(owner, outsidePhone())).body.data).toEqual({ available: true });
    expect((await check(owner, { email: uniqueEmail('free') })).body.data).toEqual({ available: true });
  });

  it('refuses a contact of another account with its retcode and field', async () => {
    const owner = await registerAccount(t.app);
    const phone = outsidePhone();
    await holdPhone(owner, phone);
    const asker = await registerAccount(t.app);
    const usedPhone = await check(asker, phone);
    expect(usedPhone.body.retcode).toBe(Retcode.PHONE_IN_USE);
    expect(usedPhone.body.field).toBe('phone');
    const usedEmail = await check(asker, { email: owner.email.toUpperCase() });
    expect(usedEmail.body.retcode).toBe(Retcode.EMAIL_IN_USE);
    expect(usedEmail.body.field).toBe('email');
  });

  it('refuses a malformed or incomplete contact with a sentence, and a visitor without a session', async () => {
    const asker = await registerAccount(t.app);
    const bad = await check(asker, { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.retmsg).toMatch(/email/i);
    const half = await check(asker, { telcode: '49' });
    expect(half.status).toBe(400);
    expect(half.body.retmsg).toBe('Enter a phone number or an email address.');
    const both = await check(asker, { ...outsidePhone(), email: uniqueEmail('x') });
    expect(both.status).toBe(400);
    const visitor = await get(t.app, 'checkContact', { query: { email: uniqueEmail('v') } });
    expect(visitor.body.retcode).toBe(Retcode.NOT_LOGGED_IN);
  });
});
