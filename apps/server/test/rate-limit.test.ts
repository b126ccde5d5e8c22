import { apiUrl, Retcode, retcodeInfo } from '@switchboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { registerAccount, uniqueEmail, uniqueIp } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { authMax: 3, authWindowMs: 60_000 } });
});
afterAll(async () => {
  await t.close();
});

describe('per-IP rate limit on auth routes', () => {
  it('answers the TOO_MANY_REQUESTS envelope past the configured limit, per IP', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) {
      const result = await post(t.app, 'preLogin', { platform: 'pingme', account: uniqueEmail() }, { ip });
      expect(result.status).toBe(200);
    }
    const limited = await post(t.app, 'preLogin', { platform: 'pingme', account: uniqueEmail() }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      retcode: Retcode.TOO_MANY_REQUESTS,
      retmsg: retcodeInfo(Retcode.TOO_MANY_REQUESTS)!.message.en,
      data: null,
    });
    expect(limited.headers['retry-after']).toBeDefined();

    // Another IP, and another limited route for the same IP, have their own counters.
    expect(
      (await post(t.app, 'preLogin', { platform: 'pingme', account: uniqueEmail() }, { ip: uniqueIp() }))
        .status,
    ).toBe(200);
    expect(
      (await post(t.app, 'login', { platform: 'pingme', account: uniqueEmail(), password: 'x' }, { ip }))
        .status,
    ).toBe(401);
  });

  it('limits captcha images too', async () => {
    const ip = uniqueIp();
    const fetchCaptcha = () =>
      t.app.inject({
        method: 'GET',
        url: apiUrl('genCaptcha'),
        query: { captchaId: 'abcdef123' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await fetchCaptcha()).statusCode).toBe(200);
    const limited = await fetchCaptcha();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().retcode).toBe(Retcode.TOO_MANY_REQUESTS);
  });

  it('keeps the counters in the database so every node shares them', async () => {
    const rows = await t.app.db.selectFrom('rate_limits').select(['key', 'count']).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.key.includes(apiUrl('preLogin')) && Number(row.count) >= 4)).toBe(true);
  });

  it('does not limit ordinary authenticated calls', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 6; i++)
      expect((await get(t.app, 'queryBalance', { token: account.token })).status).toBe(200);
  });
});
