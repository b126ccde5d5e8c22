import { apiUrl, CAPTCHA_ANSWER_HEADER, Retcode, type SessionData } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../src/config/index.ts';
import { captchaKey } from '../src/modules/captcha/captcha.service.ts';
import { post } from './helpers/api.ts';
import { createTestApp } from './helpers/app.ts';
import { registerAccount, type TestAccount, uniqueEmail, uniqueIp } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

function captchaId(): string {
  return `cap${Math.random().toString(36).slice(2, 12)}`;
}

async function failLogin(account: TestAccount, ip: string, extra: Record<string, string> = {}) {
  return post(
    t.app,
    'login',
    { platform: account.brand, account: account.email, password: 'wrong password', ...extra },
    { ip },
  );
}

async function preLoginNeedsCaptcha(account: TestAccount, ip: string): Promise<boolean> {
  const result = await post<{ captchaRequired: boolean }>(
    t.app,
    'preLogin',
    { platform: account.brand, account: account.email },
    { ip },
  );
  return result.body.data.captchaRequired;
}

describe('captcha images', () => {
  it('answers an SVG for /captcha and /genCaptcha and keeps only an HMAC of the answer', async () => {
    for (const call of ['captcha', 'genCaptcha'] as const) {
      const id = captchaId();
      const response = await t.app.inject({ method: 'GET', url: apiUrl(call), query: { captchaId: id } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.startsWith('<svg')).toBe(true);
      expect(response.headers[CAPTCHA_ANSWER_HEADER]).toBeUndefined();
      expect(await t.app.services.shortLived.peek(captchaKey(id))).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('refuses a malformed captchaId with a field-naming message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: apiUrl('captcha'),
      query: { captchaId: '<x>' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ retcode: Retcode.INVALID_PARAMETER });
    expect(response.json().detail).toContain('captchaId:');
  });

  it('accepts an answer once, in any case', async () => {
    const id = captchaId();
    const { answer } = await t.app.services.captcha.issue(id);
    expect(answer).toHaveLength(4);
    expect(await t.app.services.captcha.consume(id, answer.toUpperCase())).toBe(true);
    expect(await t.app.services.captcha.consume(id, answer)).toBe(false);
  });
});

describe('brute-force defence', () => {
  it('requires a captcha after 3 failures, refuses a wrong one, and lets a right one through', async () => {
    const account = await registerAccount(t.app);
    const ip = uniqueIp();
    expect(await preLoginNeedsCaptcha(account, ip)).toBe(false);
    for (let i = 0; i < 3; i++)
      expect((await failLogin(account, ip)).body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    expect(await preLoginNeedsCaptcha(account, ip)).toBe(true);

    // Even the right password needs the captcha now, from any IP.
    const withoutCaptcha = await post(
      t.app,
      'login',
      { platform: account.brand, account: account.email, password: account.password },
      { ip: uniqueIp() },
    );
    expect(withoutCaptcha.status).toBe(403);
    expect(withoutCaptcha.body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);

    const wrongId = captchaId();
    const { answer: wrongAnswer } = await t.app.services.captcha.issue(wrongId);
    const wrong = await post(
      t.app,
      'login',
      {
        platform: account.brand,
        account: account.email,
        password: account.password,
        captchaId: wrongId,
        // 'g' is not in the captcha alphabet, so this can never be the answer.
        inputCaptcha: 'gggg',
      },
      { ip },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.retcode).toBe(Retcode.CAPTCHA_WRONG);

    // The captcha burnt on the wrong guess cannot be retried with the right answer.
    const burnt = await post(
      t.app,
      'login',
      {
        platform: account.brand,
        account: account.email,
        password: account.password,
        captchaId: wrongId,
        inputCaptcha: wrongAnswer,
      },
      { ip },
    );
    expect(burnt.body.retcode).toBe(Retcode.CAPTCHA_WRONG);

    const id = captchaId();
    const { answer } = await t.app.services.captcha.issue(id);
    const right = await post<SessionData>(
      t.app,
      'login',
      {
        platform: account.brand,
        account: account.email,
        password: account.password,
        captchaId: id,
        inputCaptcha: answer,
      },
      { ip },
    );
    expect(right.status).toBe(200);
    expect(right.body.retcode).toBe(Retcode.OK);
    // Success clears the account's count.
    expect(await preLoginNeedsCaptcha(account, uniqueIp())).toBe(false);
  });

  it('requires a captcha from an IP with 10 failures, even for a fresh account', async () => {
    const ip = uniqueIp();
    const victim = await registerAccount(t.app);
    for (let i = 0; i < 10; i++) {
      const result = await post(
        t.app,
        'login',
        { platform: 'pingme', account: uniqueEmail('probe'), password: 'guess' },
        { ip },
      );
      expect(result.body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    }
    expect(await preLoginNeedsCaptcha(victim, ip)).toBe(true);
    expect(await preLoginNeedsCaptcha(victim, uniqueIp())).toBe(false);
    const login = await post(
      t.app,
      'login',
      { platform: victim.brand, account: victim.email, password: victim.password },
      { ip },
    );
    expect(login.body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);
  });

  it('refuses with TOO_MANY_REQUESTS after more than 20 failures, even with a right captcha and password', async () => {
    const account = await registerAccount(t.app);
    for (let i = 0; i < 21; i++) {
      const id = captchaId();
      const { answer } = await t.app.services.captcha.issue(id);
      const result = await failLogin(account, uniqueIp(), { captchaId: id, inputCaptcha: answer });
      expect(result.body.retcode).toBe(Retcode.WRONG_CREDENTIALS);
    }
    const id = captchaId();
    const { answer } = await t.app.services.captcha.issue(id);
    const locked = await post(
      t.app,
      'login',
      {
        platform: account.brand,
        account: account.email,
        password: account.password,
        captchaId: id,
        inputCaptcha: answer,
      },
      { ip: uniqueIp() },
    );
    expect(locked.status).toBe(429);
    expect(locked.body.retcode).toBe(Retcode.TOO_MANY_REQUESTS);
    expect(await preLoginNeedsCaptcha(account, uniqueIp())).toBe(true);
  });

  it('reveals the answer in a header only when configured for browser tests', async () => {
    const revealing = await createTestApp({
      verification: { ...buildConfig().verification, revealCaptchaAnswers: true },
    });
    try {
      const id = captchaId();
      const image = await revealing.app.inject({
        method: 'GET',
        url: apiUrl('genCaptcha'),
        query: { captchaId: id },
      });
      const answer = image.headers[CAPTCHA_ANSWER_HEADER];
      expect(answer).toMatch(/^[A-Za-z0-9]{4}$/);
      expect(await revealing.app.services.captcha.consume(id, String(answer))).toBe(true);
    } finally {
      await revealing.close();
    }
  });
});
