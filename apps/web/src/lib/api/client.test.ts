import { AUTH_HEADER, Retcode, retcodeInfo, WEB_VERSION } from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { useAlerts } from '../alerts.ts';
import { openCaptcha, useCaptcha } from '../captcha.ts';
import { useSession } from '../session.ts';
import { readStorage, StorageKey } from '../storage.ts';
import { callApi } from './client.ts';
import { ApiError, inlineReason } from './errors.ts';

const TOKEN = 'tok_0123456789abcdefghijklmnop';

function signIn() {
  localStorage.setItem(StorageKey.token, TOKEN);
  useSession.setState({ token: TOKEN });
}

const alerts = () => useAlerts.getState().queue;
const login = (account: string, password: string) => callApi('login', { body: { account, password } });
const queryBalance = async () => (await callApi('queryBalance')).balance;

beforeEach(() => setupRuntime('pingme', 'en'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request shape', () => {
  it('adds t, webVersion, languagecode, the token header and platform', async () => {
    signIn();
    const fetchMock = stubFetch(() => envelope(0, { token: TOKEN, canInvite: true, canSetInviter: false }));
    await login('a@b.test', 'secret');
    const [input, init] = fetchMock.mock.calls[0]!;
    const url = new URL(String(input), 'http://localhost');
    expect(url.pathname).toBe('/web/login');
    expect(url.searchParams.get('webVersion')).toBe(WEB_VERSION);
    expect(url.searchParams.get('languagecode')).toBe('en');
    expect(Number(url.searchParams.get('t'))).toBeGreaterThan(0);
    expect((init!.headers as Record<string, string>)[AUTH_HEADER]).toBe(TOKEN);
    expect(JSON.parse(String(init?.body))).toEqual({
      account: 'a@b.test',
      password: 'secret',
      platform: 'pingme',
    });
  });

  it('sends zh_cn for jiema even with an English interface, and no token header when logged out', async () => {
    setupRuntime('jiema', 'en');
    const fetchMock = stubFetch(() => envelope(0, { balance: 200000 }));
    expect(await queryBalance()).toBe(200000);
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(input), 'http://localhost').searchParams.get('languagecode')).toBe('zh_cn');
    expect((init!.headers as Record<string, string>)[AUTH_HEADER]).toBeUndefined();
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('rejects an answer whose data does not match the schema', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => envelope(0, { phone: 5 }));
    await expect(callApi('getAccountInfo')).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('retcode handling', () => {
  it('keeps silent codes silent and hands them to the caller', async () => {
    stubFetch(() => envelope(Retcode.WRONG_CREDENTIALS, null, 'The account or password is incorrect.', 401));
    const error = await login('a@b.test', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      retcode: Retcode.WRONG_CREDENTIALS,
      retmsg: 'The account or password is incorrect.',
    });
    expect(alerts()).toHaveLength(0);
  });

  it('alerts retmsg for other codes with a message', async () => {
    stubFetch(() => envelope(Retcode.TOO_MANY_REQUESTS, null, 'Slow down', 429));
    await expect(queryBalance()).rejects.toBeInstanceOf(ApiError);
    expect(alerts().map((a) => a.text)).toEqual(['Slow down']);
  });

  it('alerts codes outside the catalogue too, but not an empty message', async () => {
    stubFetch(() => envelope(777777, null, 'Odd failure', 400));
    await expect(queryBalance()).rejects.toBeInstanceOf(ApiError);
    stubFetch(() => envelope(Retcode.INVALID_PARAMETER, null, '', 400));
    await expect(queryBalance()).rejects.toBeInstanceOf(ApiError);
    expect(alerts().map((a) => a.text)).toEqual(['Odd failure']);
  });

  it('leaves a failure about a field the form named to the form: no alert, the field on the error', async () => {
    const refusal = {
      retcode: Retcode.TOO_MANY_REQUESTS,
      retmsg: 'Wait 60 seconds before asking for another code.',
      data: null,
      detail: 'phone: wait 60 seconds before asking for another code',
      field: 'phone',
    };
    stubFetch(() => new Response(JSON.stringify(refusal), { status: 429 }));
    const phone = { telcode: '1', phone: '2025550100' };
    const placed = await callApi('getVerifyCode', { query: phone, inlineFields: ['phone'] }).catch(
      (e: unknown) => e,
    );
    expect(placed).toMatchObject({ field: 'phone', retmsg: refusal.retmsg });
    expect(inlineReason(placed)).toBe(refusal.retmsg);
    expect(alerts()).toHaveLength(0);

    // A form that shows no such control leaves it to the alert, never showing the detail.
    const alerted = await callApi('checkContact', { query: phone, inlineFields: ['email'] }).catch(
      (e: unknown) => e,
    );
    expect(inlineReason(alerted)).toBeUndefined();
    expect(alerts().map((a) => a.text)).toEqual([refusal.retmsg]);
  });

  it('holds alerts back while the captcha modal is open', async () => {
    openCaptcha();
    stubFetch(() => envelope(Retcode.TOO_MANY_REQUESTS, null, 'Slow down', 429));
    await expect(queryBalance()).rejects.toBeInstanceOf(ApiError);
    expect(alerts()).toHaveLength(0);
  });

  it('opens the captcha modal on 100010 without an alert', async () => {
    stubFetch(() => envelope(Retcode.CAPTCHA_REQUIRED, null, 'Enter the captcha', 403));
    await expect(login('a@b.test', 'x')).rejects.toMatchObject({
      retcode: Retcode.CAPTCHA_REQUIRED,
    });
    expect(useCaptcha.getState().open).toBe(true);
    expect(useCaptcha.getState().captchaId).toMatch(/^[a-z0-9]{13}$/);
    expect(alerts()).toHaveLength(0);
  });

  it.each([
    Retcode.SIGNED_IN_ELSEWHERE,
    Retcode.ACCOUNT_SUSPENDED,
    Retcode.ACCOUNT_DELETED,
    Retcode.SESSION_ENDED,
    Retcode.TOKEN_INVALID,
  ])('logs out and marks kicked on %i with that code’s own message', async (code) => {
    signIn();
    stubFetch(() => envelope(code, null, 'server text', 401));
    await expect(queryBalance()).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState()).toMatchObject({ token: null, kicked: true });
    expect(readStorage(StorageKey.token)).toBeNull();
    expect(alerts().map((a) => a.text)).toEqual([retcodeInfo(code)!.message.en]);
  });

  it('gives each kicked code a distinct message, in Chinese when the interface is', async () => {
    setupRuntime('pingme', 'zh-CN');
    const texts = new Set<string>();
    for (const code of [
      Retcode.SIGNED_IN_ELSEWHERE,
      Retcode.ACCOUNT_SUSPENDED,
      Retcode.ACCOUNT_DELETED,
      Retcode.SESSION_ENDED,
    ]) {
      signIn();
      useAlerts.getState().clear();
      stubFetch(() => envelope(code, null, 'x', 401));
      await queryBalance().catch(() => undefined);
      texts.add(alerts()[0]!.text!);
    }
    expect(texts.size).toBe(4);
    expect([...texts]).toContain('您的账号已在其他设备登录。');
  });

  it('skips kicked handling on the front page, where 100012 is silent', async () => {
    setupRuntime('pingme', 'en', true);
    signIn();
    stubFetch(() => envelope(Retcode.SIGNED_IN_ELSEWHERE, null, 'elsewhere', 401));
    await expect(queryBalance()).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState()).toMatchObject({ token: TOKEN, kicked: false });
    expect(alerts()).toHaveLength(0);

    stubFetch(() => envelope(Retcode.ACCOUNT_SUSPENDED, null, 'suspended', 403));
    await expect(queryBalance()).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().token).toBe(TOKEN);
    expect(alerts().map((a) => a.text)).toEqual(['suspended']);
  });

  it('treats a network failure as an error without alert', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(queryBalance()).rejects.toMatchObject({ kind: 'network' });
    expect(alerts()).toHaveLength(0);
  });
});
