import { createHmac } from 'node:crypto';
import { Retcode, VERIFY_CODE_MAX_TRIES, VERIFY_CODE_TTL_MS } from '@switchboard/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CodeRecord, codeKey } from '../src/modules/contact-verification/code-store.ts';
import { accountWithNumber, registerAccount, uniqueIp } from './helpers/factories.ts';
import { solveSlider } from './helpers/slider.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import {
  captchaPass,
  codeSentTo,
  NEXT_API,
  outsidePhone,
  readOutbox,
  requestPhoneCode,
  validate,
} from './helpers/verify.ts';

const WRONG_CODE = 'The code is wrong or has expired.';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock the server reads forward. */
function advance(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

/** A different wrong code of the same length. */
function wrongCode(code: string): string {
  return code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
}

async function sentCode() {
  const account = await registerAccount(t.app);
  const phone = outsidePhone();
  const ip = uniqueIp();
  const sent = await requestPhoneCode(t.app, account, phone, ip);
  expect(sent.status).toBe(200);
  const code = await codeSentTo(t.app, `${phone.telcode}${phone.phone}`);
  return { account, phone, ip, verifyid: sent.body.data.verifyid, code };
}

describe('getVerifyCode', () => {
  it('texts a 4-digit code through the outbox and keeps only an HMAC of it', async () => {
    const { phone, verifyid, code } = await sentCode();
    const [message] = (await readOutbox(t.app)).filter(
      (entry) => entry.to === `${phone.telcode}${phone.phone}`,
    );
    expect(message).toMatchObject({ channel: 'sms', subject: '' });
    expect(message!.text).toBe(`Your PingMe verification code is ${code}. It expires in 10 minutes.`);
    expect(code).toMatch(/^\d{4}$/);

    const stored = await t.app.services.shortLived.peek(codeKey(verifyid));
    expect(stored).toBeDefined();
    expect(stored).not.toContain(`"${code}"`);
    const row = JSON.parse(stored!) as CodeRecord;
    expect(Object.values(row)).not.toContain(code);
    expect(row.codeHash).toBe(
      createHmac('sha256', t.config.appSecret).update(`${verifyid}\n${code}`).digest('hex'),
    );
    expect(row.expiresAt - row.createdAt).toBe(VERIFY_CODE_TTL_MS);
  });

  it('refuses a number of this service with PHONE_NOT_SUPPORTED', async () => {
    const owner = await accountWithNumber(t.app);
    const result = await requestPhoneCode(
      t.app,
      owner,
      { telcode: owner.telCode, phone: owner.phone },
      uniqueIp(),
    );
    expect(result.status).toBe(400);
    expect(result.body.retcode).toBe(Retcode.PHONE_NOT_SUPPORTED);
  });

  it('needs a session', async () => {
    const account = await registerAccount(t.app);
    const result = await requestPhoneCode(t.app, { ...account, token: 'nope' }, outsidePhone(), uniqueIp());
    expect(result.body.retcode).not.toBe(Retcode.OK);
    expect(result.status).toBeGreaterThanOrEqual(400);
  });
});

describe('validateCode', () => {
  it('accepts the right code once; the same verifyid cannot be validated again', async () => {
    const { account, verifyid, code } = await sentCode();
    const first = await validate(t.app, account, 'sms', verifyid, code);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ verified: true });
    const again = await validate(t.app, account, 'sms', verifyid, code);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ retcode: Retcode.WRONG_CREDENTIALS, retmsg: WRONG_CODE });
  });

  it(`blocks a code after ${VERIFY_CODE_MAX_TRIES} wrong tries: the right code on the next try fails`, async () => {
    const { account, verifyid, code } = await sentCode();
    for (let i = 0; i < VERIFY_CODE_MAX_TRIES; i++) {
      const wrong = await validate(t.app, account, 'sms', verifyid, wrongCode(code));
      expect(wrong.body).toMatchObject({ retcode: Retcode.WRONG_CREDENTIALS, retmsg: WRONG_CODE });
    }
    const blocked = await validate(t.app, account, 'sms', verifyid, code);
    expect(blocked.body.retcode).toBe(Retcode.VERIFY_CODE_TOO_MANY_TRIES);
    const still = await validate(t.app, account, 'sms', verifyid, code);
    expect(still.body.retcode).toBe(Retcode.VERIFY_CODE_TOO_MANY_TRIES);
  });

  it('accepts the right code after fewer wrong tries than the limit', async () => {
    const { account, verifyid, code } = await sentCode();
    for (let i = 0; i < VERIFY_CODE_MAX_TRIES - 1; i++) {
      expect((await validate(t.app, account, 'sms', verifyid, wrongCode(code))).body.retcode).toBe(
        Retcode.WRONG_CREDENTIALS,
      );
    }
    expect((await validate(t.app, account, 'sms', verifyid, code)).body.retcode).toBe(Retcode.OK);
  });

  it('refuses the right code after 10 minutes', async () => {
    const { account, verifyid, code } = await sentCode();
    advance(VERIFY_CODE_TTL_MS + 1000);
    const late = await validate(t.app, account, 'sms', verifyid, code);
    expect(late.body).toMatchObject({ retcode: Retcode.WRONG_CREDENTIALS, retmsg: WRONG_CODE });
  });

  it('lets only the requesting account validate its code', async () => {
    const { account, verifyid, code } = await sentCode();
    const stranger = await registerAccount(t.app);
    const theirs = await validate(t.app, stranger, 'sms', verifyid, code);
    expect(theirs.body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    expect((await validate(t.app, account, 'sms', verifyid, code)).body.retcode).toBe(Retcode.OK);
  });
});

describe('resend rules', () => {
  it('refuses a second code within 60 s, then needs a captcha pass for getVerifyCode, spent once', async () => {
    const { account, phone, ip } = await sentCode();
    const tooSoon = await requestPhoneCode(t.app, account, phone, ip);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.retcode).toBe(Retcode.TOO_MANY_REQUESTS);

    advance(61_000);
    const noCaptcha = await requestPhoneCode(t.app, account, phone, ip);
    expect(noCaptcha.body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);

    const forEmail = await captchaPass(t.app, NEXT_API.email);
    const wrongCall = await requestPhoneCode(t.app, account, { ...phone, captchaId: forEmail }, ip);
    expect(wrongCall.body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);

    const pass = await captchaPass(t.app, NEXT_API.sms);
    const resent = await requestPhoneCode(t.app, account, { ...phone, captchaId: pass }, ip);
    expect(resent.status).toBe(200);
    expect(resent.body.data.verifyid).toEqual(expect.any(String));

    advance(2 * 61_000);
    const reused = await requestPhoneCode(t.app, account, { ...phone, captchaId: pass }, ip);
    expect(reused.body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);
  });

  it('asks for a slider token after 3 codes from one IP in an hour, and spends it once', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) {
      const account = await registerAccount(t.app);
      expect((await requestPhoneCode(t.app, account, outsidePhone(), ip)).status).toBe(200);
    }
    const fourth = await registerAccount(t.app);
    const phone = outsidePhone();
    const refused = await requestPhoneCode(t.app, fourth, phone, ip);
    expect(refused.status).toBe(403);
    expect(refused.body.retcode).toBe(Retcode.SLIDER_REQUIRED);

    const sliderToken = await solveSlider(t.app, ip);
    const allowed = await requestPhoneCode(t.app, fourth, { ...phone, sliderToken }, ip);
    expect(allowed.status).toBe(200);

    const fifth = await registerAccount(t.app);
    const reused = await requestPhoneCode(t.app, fifth, { ...outsidePhone(), sliderToken }, ip);
    expect(reused.body.retcode).toBe(Retcode.SLIDER_REQUIRED);
    // Another IP is not affected.
    expect((await requestPhoneCode(t.app, fifth, outsidePhone(), uniqueIp())).status).toBe(200);
  });
});
