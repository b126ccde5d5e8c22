import { Retcode, type SessionData } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../src/config/index.ts';
import { post } from './helpers/api.ts';
import { uniqueEmail, uniqueIp } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp({ overrides: { registerCaptchaAfter: 3 } });

function signUp(ip: string, extra: Record<string, string> = {}) {
  return post<SessionData>(
    t.app,
    'register',
    { platform: 'pingme', email: uniqueEmail('signup'), password: 'correct horse battery', ...extra },
    { ip },
  );
}

async function solvedCaptcha(): Promise<{ captchaId: string; inputCaptcha: string }> {
  const captchaId = `cap${Math.random().toString(36).slice(2, 12)}`;
  const { answer } = await t.app.services.captcha.issue(captchaId);
  return { captchaId, inputCaptcha: answer };
}

describe('sign-up captcha per address', () => {
  it('needs a captcha after three sign-ups by default', () => {
    expect(buildConfig().registerCaptchaAfter).toBe(3);
  });

  it('asks the fourth sign-up of an address within the hour for a captcha, and takes a right answer', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) expect((await signUp(ip)).body.retcode).toBe(Retcode.OK);
    const fourth = await signUp(ip);
    expect(fourth.body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);
    expect(fourth.body.data).toBeFalsy();
    const wrong = await signUp(ip, { captchaId: 'capnothing', inputCaptcha: 'zzzz' });
    expect(wrong.body.retcode).toBe(Retcode.CAPTCHA_WRONG);
    const solved = await signUp(ip, await solvedCaptcha());
    expect(solved.status).toBe(200);
    expect(solved.body.retcode).toBe(Retcode.OK);
    expect(solved.body.data.token).toEqual(expect.any(String));
    // Another address still signs up without one.
    expect((await signUp(uniqueIp())).body.retcode).toBe(Retcode.OK);
  });

  it('lets no more than three of a parallel burst from one address through without a captcha', async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signUp(ip)));
    const codes = answers.map((answer) => answer.body.retcode);
    expect(codes.filter((code) => code === Retcode.OK)).toHaveLength(3);
    expect(codes.filter((code) => code === Retcode.CAPTCHA_REQUIRED)).toHaveLength(17);
  });
});
