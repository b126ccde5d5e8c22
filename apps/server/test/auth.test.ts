import { type AccountInfo, Retcode, retcodeInfo, type SessionData } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { registerAccount, uniqueEmail, uniqueIp } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

type PreLogin = { registered: boolean; captchaRequired: boolean };

const t = useTestApp();

describe('register', () => {
  it('creates an account and returns a working session', async () => {
    const email = uniqueEmail();
    const result = await post<SessionData>(
      t.app,
      'register',
      { platform: 'pingme', email, password: 'long enough' },
      { ip: uniqueIp() },
    );
    expect(result.status).toBe(200);
    expect(result.body.retcode).toBe(Retcode.OK);
    expect(result.body.data).toMatchObject({ canInvite: true, canSetInviter: true });
    expect(result.body.data.token.length).toBeGreaterThanOrEqual(43);

    const info = await get<AccountInfo>(t.app, 'getAccountInfo', { token: result.body.data.token });
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({ phone: '', telCode: '', email });
    const balance = await get<{ balance: number }>(t.app, 'queryBalance', { token: result.body.data.token });
    expect(balance.body.data).toEqual({ balance: 0 });
  });

  it('refuses a second account with the same email on the same brand, whatever its case', async () => {
    const account = await registerAccount(t.app);
    const again = await post(
      t.app,
      'register',
      { platform: 'pingme', email: account.email.toUpperCase(), password: 'another password' },
      { ip: uniqueIp() },
    );
    expect(again.status).toBe(retcodeInfo(Retcode.ACCOUNT_EXISTS)!.httpStatus);
    expect(again.body).toEqual({
      retcode: Retcode.ACCOUNT_EXISTS,
      retmsg: retcodeInfo(Retcode.ACCOUNT_EXISTS)!.message.en,
      data: null,
    });
  });

  it('keeps brands apart: the same email on two brands is two accounts', async () => {
    const email = uniqueEmail();
    const onPingme = await registerAccount(t.app, { brand: 'pingme', email, password: 'pingme password' });
    const onJiema = await registerAccount(t.app, { brand: 'jiema', email, password: 'jiema password' });
    expect(onJiema.id).not.toBe(onPingme.id);

    const wrongBrandPassword = await post(t.app, 'login', {
      platform: 'jiema',
      account: email,
      password: 'pingme password',
    });
    expect(wrongBrandPassword.body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    const login = await post<SessionData>(t.app, 'login', {
      platform: 'jiema',
      account: email,
      password: 'jiema password',
    });
    expect(login.body.retcode).toBe(Retcode.OK);
  });
});

describe('login', () => {
  it('signs in with the email in any case and returns the invitation flags', async () => {
    const account = await registerAccount(t.app);
    const result = await post<SessionData>(t.app, 'login', {
      platform: account.brand,
      account: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ canInvite: true, canSetInviter: true });
    expect(result.body.data.token).not.toBe(account.token);
  });

  it('answers a wrong password with WRONG_CREDENTIALS', async () => {
    const account = await registerAccount(t.app);
    const result = await post(t.app, 'login', {
      platform: account.brand,
      account: account.email,
      password: 'not the password',
    });
    expect(result.status).toBe(401);
    expect(result.body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    expect(result.body.data).toBeNull();
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const account = await registerAccount(t.app);
    const wrongPassword = await post(
      t.app,
      'login',
      { platform: account.brand, account: account.email, password: 'not the password' },
      { ip: uniqueIp() },
    );
    const unknown = await post(
      t.app,
      'login',
      { platform: account.brand, account: uniqueEmail('nobody'), password: 'not the password' },
      { ip: uniqueIp() },
    );
    expect(unknown.status).toBe(wrongPassword.status);
    expect(unknown.body).toEqual(wrongPassword.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(wrongPassword.headers).sort());
  });

  it('accepts a phone account with its calling code and rejects a phone without digits', async () => {
    const bad = await post(t.app, 'login', {
      platform: 'pingme',
      account: 'abc',
      telCode: '1',
      password: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toContain('account: phone number must be 5 to 15 digits');
    const unknownPhone = await post(t.app, 'login', {
      platform: 'pingme',
      account: '2025550100',
      telCode: '1',
      password: 'whatever',
    });
    expect(unknownPhone.body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
  });

  it('blocks suspended and deleted accounts at login and on every authenticated call', async () => {
    for (const [status, retcode] of [
      ['suspended', Retcode.ACCOUNT_SUSPENDED],
      ['deleted', Retcode.ACCOUNT_DELETED],
    ] as const) {
      const account = await registerAccount(t.app);
      await t.app.services.accounts.setStatus(account.id, status);

      const login = await post(t.app, 'login', {
        platform: account.brand,
        account: account.email,
        password: account.password,
      });
      expect(login.status).toBe(403);
      expect(login.body.retcode).toBe(retcode);
      for (const call of ['getAccountInfo', 'queryBalance', 'refreshToken'] as const) {
        const result = await get(t.app, call, { token: account.token });
        expect(result.body.retcode).toBe(retcode);
        expect(result.body.data).toBeNull();
      }
    }
  });
});

describe('preLogin', () => {
  it('tells whether the account exists on this brand', async () => {
    const account = await registerAccount(t.app, { brand: 'wetalk' });
    const known = await post<PreLogin>(t.app, 'preLogin', { platform: 'wetalk', account: account.email });
    expect(known.body.data).toEqual({ registered: true, captchaRequired: false });
    const otherBrand = await post<PreLogin>(t.app, 'preLogin', {
      platform: 'wephone',
      account: account.email,
    });
    expect(otherBrand.body.data).toEqual({ registered: false, captchaRequired: false });
  });
});
