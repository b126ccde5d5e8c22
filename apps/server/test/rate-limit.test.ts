import { apiUrl, Retcode, retcodeInfo } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { get, post } from './helpers/api.ts';
import { createTestApp, type RunningApp } from './helpers/app.ts';
import { registerAccount, uniqueEmail, uniqueIp } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ overrides: { rateLimit: { authMax: 3, authWindowMs: 60_000 } } });

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

  it('shares the counters between nodes on the same store (database, or Redis when configured)', async () => {
    // A second node on the same database (and the same Redis keys when the suite has Redis).
    const other = await createTestApp({
      rateLimit: { authMax: 3, authWindowMs: 60_000 },
      dataDir: t.config.dataDir,
      databaseSchema: t.config.databaseSchema,
      redisKeyPrefix: t.config.redisKeyPrefix,
    });
    try {
      expect(other.app.services.shortLived.kind).toBe(t.app.services.shortLived.kind);
      const ip = uniqueIp();
      const preLogin = (node: RunningApp) =>
        post(node.app, 'preLogin', { platform: 'pingme', account: uniqueEmail() }, { ip });
      expect((await preLogin(t)).status).toBe(200);
      expect((await preLogin(other)).status).toBe(200);
      expect((await preLogin(t)).status).toBe(200);
      // The fourth request from this IP is refused on either node.
      expect((await preLogin(other)).status).toBe(429);
      expect((await preLogin(t)).status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('does not limit ordinary authenticated calls', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 6; i++)
      expect((await get(t.app, 'queryBalance', { token: account.token })).status).toBe(200);
  });
});
