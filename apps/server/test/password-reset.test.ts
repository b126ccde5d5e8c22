import {
  API_BASE,
  ApiPath,
  type PasswordResetRequestedData,
  Retcode,
  type SessionData,
  VERIFY_CODE_MAX_TRIES,
} from '@switchboard/protocol';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, post } from './helpers/api.ts';
import { registerAccount, type TestAccount, uniqueIp } from './helpers/factories.ts';
import { connectSocket, sessionEnd } from './helpers/socket.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { captchaPass, NEXT_API, outsidePhone, readOutbox, validate, verifyPhone } from './helpers/verify.ts';

const RESET_API = `${API_BASE}${ApiPath.requestPasswordReset}`;
const NEW_PASSWORD = 'a fresh start 42';

const sockets: Socket[] = [];
const t = useTestApp({ listen: true });
afterEach(() => {
  vi.useRealTimers();
  for (const socket of sockets.splice(0)) socket.close();
});

/** Moves the clock the server reads forward. */
function advance(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

type Login = { account: string; telCode?: string };

async function requestReset(brand: string, login: Login, captchaId?: string, language?: 'en' | 'zh_cn') {
  const pass = captchaId ?? (await captchaPass(t.app, RESET_API));
  return post<PasswordResetRequestedData>(
    t.app,
    'requestPasswordReset',
    { platform: brand, ...login, captchaId: pass },
    { ip: uniqueIp(), ...(language === undefined ? {} : { language }) },
  );
}

function reset(brand: string, verifyid: string, activationcode: string, newPassword = NEW_PASSWORD) {
  return post<SessionData>(
    t.app,
    'resetPassword',
    { platform: brand, verifyid, activationcode, newPassword },
    { ip: uniqueIp() },
  );
}

/** The reset code in the newest outbox message to `to`. */
async function resetCodeSentTo(to: string): Promise<string> {
  const message = (await readOutbox(t.app)).find((entry) => entry.to === to);
  const code = message?.text.match(/password reset code is (\d+)\./)?.[1];
  if (code === undefined) throw new Error(`no reset code in the outbox for ${to}`);
  return code;
}

function login(account: TestAccount, password: string) {
  return post<SessionData>(
    t.app,
    'login',
    { platform: account.brand, account: account.email, password },
    { ip: uniqueIp() },
  );
}

const accountInfoRetcode = async (token: string) =>
  (await get(t.app, 'getAccountInfo', { token })).body.retcode;

/** A second signed-in session of the account with an open socket. */
async function otherDevice(account: TestAccount) {
  const token = (await login(account, account.password)).body.data.token;
  const socket = await connectSocket(t.baseUrl, { token });
  sockets.push(socket);
  return { token, socket };
}

describe('password reset by email', () => {
  it('mails a 6-digit code, sets the new password with it, ends every session and signs in anew', async () => {
    const account = await registerAccount(t.app);
    const device = await otherDevice(account);
    const ended = sessionEnd(device.socket);

    const sent = await requestReset(account.brand, { account: account.email });
    expect(sent.body.retcode).toBe(Retcode.OK);
    expect(sent.body.data).toMatchObject({ channel: 'email', codeLength: 6 });
    const mail = (await readOutbox(t.app)).find((entry) => entry.to === account.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your PingMe password reset code' });
    const code = await resetCodeSentTo(account.email);
    expect(code).toMatch(/^\d{6}$/);

    const answer = await reset(account.brand, sent.body.data.verifyid, code);
    expect(answer.body.retcode).toBe(Retcode.OK);
    expect(await accountInfoRetcode(answer.body.data.token)).toBe(Retcode.OK);

    // Every earlier session is dead, its socket told so.
    expect((await ended).payload.retcode).toBe(Retcode.SESSION_ENDED);
    expect(await accountInfoRetcode(account.token)).toBe(Retcode.TOKEN_INVALID);
    expect(await accountInfoRetcode(device.token)).toBe(Retcode.TOKEN_INVALID);
    expect((await login(account, account.password)).body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    expect((await login(account, NEW_PASSWORD)).body.retcode).toBe(Retcode.OK);

    // The code is spent.
    const again = await reset(account.brand, sent.body.data.verifyid, code, 'yet another secret');
    expect(again.body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    expect(again.body.field).toBe('activationcode');
    expect(again.body.retmsg).toBe(
      'The code is not correct or has expired. Check it, or ask for a new code.',
    );
  });

  it('lifts the failed-login guard of the account', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < t.config.loginGuard.captchaAfterAccountFailures; i += 1)
      await login(account, 'not the password');
    expect((await login(account, account.password)).body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);
    const sent = await requestReset(account.brand, { account: account.email });
    await reset(account.brand, sent.body.data.verifyid, await resetCodeSentTo(account.email));
    expect((await login(account, NEW_PASSWORD)).body.retcode).toBe(Retcode.OK);
  });

  it('needs a captcha confirmed for this call, every time', async () => {
    const account = await registerAccount(t.app);
    const none = await post(
      t.app,
      'requestPasswordReset',
      { platform: account.brand, account: account.email },
      { ip: uniqueIp() },
    );
    expect(none.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    const forAnotherCall = await requestReset(
      account.brand,
      { account: account.email },
      await captchaPass(t.app, NEXT_API.email),
    );
    expect(forAnotherCall.body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);
    expect(forAnotherCall.body.retmsg).not.toMatch(/captchaId/);
    const pass = await captchaPass(t.app, RESET_API);
    expect((await requestReset(account.brand, { account: account.email }, pass)).body.retcode).toBe(
      Retcode.OK,
    );
    advance(61_000);
    // A pass is spent once.
    const reused = await requestReset(account.brand, { account: account.email }, pass);
    expect(reused.body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);
  });

  it('says plainly, under the field, that no account uses the address, in the reader’s language', async () => {
    const answer = await requestReset('pingme', { account: 'nobody-here@example.test' });
    expect(answer.body.retcode).toBe(Retcode.NOT_FOUND);
    expect(answer.body.field).toBe('account');
    expect(answer.body.retmsg).toBe('No account uses this email or phone number. Check it, or sign up.');
    const zh = await requestReset('pingme', { account: 'nobody-here@example.test' }, undefined, 'zh_cn');
    expect(zh.body.retmsg).toBe('没有账户使用该邮箱或手机号，请检查后重试，或注册新账户。');
    // An account of another brand is not this brand's.
    const elsewhere = await registerAccount(t.app, { brand: 'wetalk' });
    expect((await requestReset('pingme', { account: elsewhere.email })).body.retcode).toBe(Retcode.NOT_FOUND);
  });

  it('refuses a code after 10 minutes', async () => {
    const account = await registerAccount(t.app);
    const sent = await requestReset(account.brand, { account: account.email });
    const code = await resetCodeSentTo(account.email);
    advance(10 * 60_000 + 1_000);
    expect((await reset(account.brand, sent.body.data.verifyid, code)).body.retcode).toBe(
      Retcode.WRONG_CREDENTIALS,
    );
    vi.useRealTimers();
    expect((await login(account, account.password)).body.retcode).toBe(Retcode.OK);
  });

  it('burns the code after too many wrong tries, even for the right one then', async () => {
    const account = await registerAccount(t.app);
    const sent = await requestReset(account.brand, { account: account.email });
    const code = await resetCodeSentTo(account.email);
    const wrong = code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
    for (let i = 0; i < VERIFY_CODE_MAX_TRIES; i += 1) {
      expect((await reset(account.brand, sent.body.data.verifyid, wrong)).body.retcode).toBe(
        Retcode.WRONG_CREDENTIALS,
      );
    }
    const right = await reset(account.brand, sent.body.data.verifyid, code);
    expect(right.body.retcode).toBe(Retcode.VERIFY_CODE_TOO_MANY_TRIES);
    expect((await login(account, account.password)).body.retcode).toBe(Retcode.OK);
  });

  it('refuses one of the most common passwords without spending the code', async () => {
    const account = await registerAccount(t.app);
    const sent = await requestReset(account.brand, { account: account.email });
    const code = await resetCodeSentTo(account.email);
    const common = await reset(account.brand, sent.body.data.verifyid, code, 'Password123');
    expect(common.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(common.body.field).toBe('newPassword');
    expect(common.body.retmsg).toBe(
      'This password is one of the most common ones and easy to guess. Choose another.',
    );
    expect((await reset(account.brand, sent.body.data.verifyid, code)).body.retcode).toBe(Retcode.OK);
  });

  it('is no verification code: a reset code does not verify the address it went to', async () => {
    const account = await registerAccount(t.app);
    const sent = await requestReset(account.brand, { account: account.email });
    const code = await resetCodeSentTo(account.email);
    const asVerification = await validate(t.app, account, 'email', sent.body.data.verifyid, code);
    expect(asVerification.body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    // Nor is a verification code a reset code: the reset still takes its own code.
    expect((await reset(account.brand, sent.body.data.verifyid, code)).body.retcode).toBe(Retcode.OK);
  });
});

describe('password reset by phone', () => {
  it('texts a 4-digit code to the account’s verified phone and resets with it', async () => {
    const account = await registerAccount(t.app);
    const phone = outsidePhone();
    await verifyPhone(t.app, account, phone, uniqueIp());
    const saved = await post(
      t.app,
      'setPhoneForAccount',
      { platform: account.brand, ...phone },
      { token: account.token },
    );
    expect(saved.body.retcode).toBe(Retcode.OK);
    // Past the resend gap of the number.
    advance(61_000);

    const sent = await requestReset(account.brand, { account: phone.phone, telCode: phone.telcode });
    expect(sent.body.retcode).toBe(Retcode.OK);
    expect(sent.body.data).toMatchObject({ channel: 'sms', codeLength: 4 });
    const code = await resetCodeSentTo(`${phone.telcode}${phone.phone}`);
    expect(code).toMatch(/^\d{4}$/);
    expect((await reset(account.brand, sent.body.data.verifyid, code)).body.retcode).toBe(Retcode.OK);
    vi.useRealTimers();
    expect(await accountInfoRetcode(account.token)).toBe(Retcode.TOKEN_INVALID);
    const byPhone = await post<SessionData>(
      t.app,
      'login',
      { platform: account.brand, account: phone.phone, telCode: phone.telcode, password: NEW_PASSWORD },
      { ip: uniqueIp() },
    );
    expect(byPhone.body.retcode).toBe(Retcode.OK);
  });

  it('refuses a phone no account signs in with', async () => {
    const phone = outsidePhone();
    const answer = await requestReset('pingme', { account: phone.phone, telCode: phone.telcode });
    expect(answer.body.retcode).toBe(Retcode.NOT_FOUND);
    expect((await readOutbox(t.app)).some((entry) => entry.to === `${phone.telcode}${phone.phone}`)).toBe(
      false,
    );
  });
});

describe('password policy', () => {
  it('refuses to sign up with one of the 10,000 most common passwords, whatever its case', async () => {
    for (const password of ['password1', 'QWERTY123', 'iloveyou']) {
      const answer = await post(
        t.app,
        'register',
        { platform: 'pingme', email: `common-${Math.random().toString(36).slice(2)}@example.test`, password },
        { ip: uniqueIp() },
      );
      expect(answer.body.retcode).toBe(Retcode.INVALID_PARAMETER);
      expect(answer.body.field).toBe('password');
      expect(answer.body.retmsg).toBe(
        'This password is one of the most common ones and easy to guess. Choose another.',
      );
    }
  });

  it('refuses a common new password on change, and keeps the old one', async () => {
    const account = await registerAccount(t.app);
    const answer = await post(
      t.app,
      'changePassword',
      { platform: account.brand, oldPassword: account.password, newPassword: 'baseball1' },
      { token: account.token, language: 'zh_cn' },
    );
    expect(answer.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(answer.body.field).toBe('newPassword');
    expect(answer.body.retmsg).toBe('该密码是最常见的密码之一，很容易被猜到，请换一个。');
    expect((await login(account, account.password)).body.retcode).toBe(Retcode.OK);
  });
});
