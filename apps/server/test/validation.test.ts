import { API_BASE, apiUrl, Retcode, retcodeInfo } from '@switchboard/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { registerAccount, uniqueEmail } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ overrides: { bodyLimit: 64 * 1024 } });
beforeAll(async () => {
  // A route that fails unexpectedly, to see what a fault looks like from outside.
  t.app.get(`${API_BASE}/testFault`, async () => {
    throw new Error('database exploded');
  });
});

async function rawPost(
  payload: string,
  contentType = 'application/json',
  query: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: apiUrl('register'),
    headers: { 'content-type': contentType },
    payload,
    query,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('malformed input answers 4xx with a field-naming detail, never 5xx', () => {
  it('bad JSON', async () => {
    const result = await rawPost('{"platform": "pingme",');
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      retcode: Retcode.INVALID_PARAMETER,
      retmsg: 'Something in the request was not valid. Reload the page and try again.',
      data: null,
      detail: 'body: is not valid JSON',
    });
  });

  it('empty body and a JSON value that is not an object', async () => {
    expect((await rawPost('')).status).toBe(400);
    const array = await rawPost('[1,2]');
    expect(array.status).toBe(400);
    expect(array.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(array.body.detail).toMatch(/^body: /);
  });

  it('wrong types', async () => {
    const result = await post(t.app, 'register', { platform: 'pingme', email: 42, password: ['x'] });
    expect(result.status).toBe(400);
    expect(result.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(result.body.detail).toContain('email: ');
    expect(result.body.detail).toContain('password: ');
  });

  it('too short a password names the field and the rule', async () => {
    const result = await post(t.app, 'register', {
      platform: 'pingme',
      email: uniqueEmail(),
      password: 'short',
    });
    expect(result.status).toBe(400);
    expect(result.body.detail).toBe('password: password must be at least 8 characters');
    expect(result.body.retmsg).toBe('The password needs at least 8 characters.');
  });

  it('missing platform', async () => {
    const result = await post(t.app, 'login', { account: 'a@b.test', password: 'whatever' });
    expect(result.status).toBe(400);
    expect(result.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(result.body.detail).toBe('platform: is required');
  });

  it('unknown platform answers UNKNOWN_BRAND naming the value', async () => {
    const result = await post(t.app, 'login', {
      platform: 'acme',
      account: 'a@b.test',
      password: 'whatever',
    });
    expect(result.status).toBe(400);
    expect(result.body.retcode).toBe(Retcode.UNKNOWN_BRAND);
    expect(result.body.detail).toContain('platform: "acme" is not a brand');
  });

  it('a body over the limit', async () => {
    const huge = JSON.stringify({ platform: 'pingme', email: 'a@b.test', password: 'x'.repeat(200_000) });
    const result = await rawPost(huge);
    expect(result.status).toBe(413);
    expect(result.body.retcode).toBe(Retcode.REQUEST_TOO_LARGE);
    expect(result.body.retmsg).toBe('What you sent is too large.');
    expect(result.body.detail).toBe(`body: must be at most ${64 * 1024} bytes`);
  });

  it('a content type other than JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const result = await rawPost('platform=pingme', type);
      expect(result.status).toBe(400);
      expect(result.body.detail).toMatch(/^content-type: /);
    }
  });

  it('a bad common query field', async () => {
    const body = JSON.stringify({ platform: 'pingme', email: uniqueEmail(), password: 'long enough' });
    const result = await rawPost(body, 'application/json', { languagecode: 'fr' });
    expect(result.status).toBe(400);
    expect(result.body.detail).toContain('languagecode: ');
  });

  it('prototype pollution attempts', async () => {
    const result = await rawPost('{"platform":"pingme","__proto__":{"admin":true}}');
    expect(result.status).toBe(400);
    expect(result.body.retcode).toBe(Retcode.INVALID_PARAMETER);
  });
});

describe('messages and faults', () => {
  it('speaks Chinese with languagecode=zh_cn', async () => {
    const account = await registerAccount(t.app);
    const wrong = await post(
      t.app,
      'login',
      { platform: account.brand, account: account.email, password: 'nope nope' },
      { language: 'zh_cn' },
    );
    expect(wrong.body.retmsg).toBe(retcodeInfo(Retcode.WRONG_CREDENTIALS)!.message['zh-CN']);
    const invalid = await post(t.app, 'register', { platform: 'pingme', email: 'x' }, { language: 'zh_cn' });
    // The sentence names the field by its Chinese label; the English detail stays out of retmsg.
    expect(invalid.body.retmsg).toBe('请输入有效的邮箱地址。');
    expect(invalid.body.detail).toContain('email');
    const ok = await get(t.app, 'queryBalance', { token: account.token, language: 'zh_cn' });
    expect(ok.body.retmsg).toBe('成功');
  });

  it('answers an unknown /web route with a NOT_FOUND envelope', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `${API_BASE}/doesNotExist` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ retcode: Retcode.NOT_FOUND, data: null });
    }
  });

  it('answers an unexpected fault with a 500 INTERNAL_ERROR envelope that leaks nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/testFault` });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      retcode: Retcode.INTERNAL_ERROR,
      retmsg: retcodeInfo(Retcode.INTERNAL_ERROR)!.message.en,
      data: null,
    });
    expect(response.body).not.toContain('exploded');
  });
});
