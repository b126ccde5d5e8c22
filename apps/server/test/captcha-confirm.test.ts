import { Retcode } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { registerAccount, uniqueEmail, uniqueIp } from './helpers/factories.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import {
  captchaPass,
  codeSentTo,
  confirmCaptcha,
  NEXT_API,
  newCaptchaId,
  readOutbox,
  requestEmailCode,
  validate,
} from './helpers/verify.ts';

const t = useTestApp();

describe('confirmCaptcha', () => {
  it('answers result true for the right answer, in any case, and false once it is used', async () => {
    const captchaId = newCaptchaId();
    const { answer } = await t.app.services.captcha.issue(captchaId);
    const right = await confirmCaptcha(t.app, { captchaId, inputCaptcha: answer.toUpperCase() });
    expect(right.status).toBe(200);
    expect(right.body.data).toEqual({ result: true });
    const again = await confirmCaptcha(t.app, { captchaId, inputCaptcha: answer });
    expect(again.body.data).toEqual({ result: false });
  });

  it('burns the captcha on a wrong answer', async () => {
    const captchaId = newCaptchaId();
    const { answer } = await t.app.services.captcha.issue(captchaId);
    // 'g' is not in the captcha alphabet, so this can never be the answer.
    const wrong = await confirmCaptcha(t.app, { captchaId, inputCaptcha: 'gggg', nextApi: NEXT_API.email });
    expect(wrong.status).toBe(200);
    expect(wrong.body.data).toEqual({ result: false });
    const late = await confirmCaptcha(t.app, { captchaId, inputCaptcha: answer, nextApi: NEXT_API.email });
    expect(late.body.data).toEqual({ result: false });
  });

  it('refuses a nextApi that is not one of the calls a pass can be for', async () => {
    const captchaId = newCaptchaId();
    const { answer } = await t.app.services.captcha.issue(captchaId);
    const result = await confirmCaptcha(t.app, { captchaId, inputCaptcha: answer, nextApi: '/web/login' });
    expect(result.status).toBe(400);
    expect(result.body.retcode).toBe(Retcode.INVALID_PARAMETER);
    expect(result.body.detail).toContain('nextApi');
  });
});

describe('captcha passes', () => {
  it('makes requestToVerifyEmail need a pass', async () => {
    const account = await registerAccount(t.app);
    const email = uniqueEmail('verify');
    const none = await requestEmailCode(t.app, account, { email, captchaId: newCaptchaId() }, uniqueIp());
    expect(none.status).toBe(403);
    expect(none.body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);
  });

  it('is single-use and only for the nextApi it was confirmed for', async () => {
    const account = await registerAccount(t.app);
    const ip = uniqueIp();
    const smsPass = await captchaPass(t.app, NEXT_API.sms);
    const wrongCall = await requestEmailCode(
      t.app,
      account,
      { email: uniqueEmail('a'), captchaId: smsPass },
      ip,
    );
    expect(wrongCall.body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);

    const captchaId = await captchaPass(t.app, NEXT_API.email);
    const email = uniqueEmail('b');
    const sent = await requestEmailCode(t.app, account, { email, captchaId }, ip);
    expect(sent.status).toBe(200);
    const reused = await requestEmailCode(t.app, account, { email: uniqueEmail('c'), captchaId }, ip);
    expect(reused.body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);

    // The right answer without nextApi confirms but gives no pass.
    const plainId = newCaptchaId();
    const { answer } = await t.app.services.captcha.issue(plainId);
    expect((await confirmCaptcha(t.app, { captchaId: plainId, inputCaptcha: answer })).body.data.result).toBe(
      true,
    );
    const noPass = await requestEmailCode(
      t.app,
      account,
      { email: uniqueEmail('d'), captchaId: plainId },
      ip,
    );
    expect(noPass.body.retcode).toBe(Retcode.CAPTCHA_REQUIRED);

    // The mail with a 6-digit code reached the outbox and the code validates.
    const [mail] = (await readOutbox(t.app)).filter((message) => message.to === email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your PingMe verification code' });
    const code = await codeSentTo(t.app, email);
    expect(code).toMatch(/^\d{6}$/);
    const checked = await validate(t.app, account, 'email', sent.body.data.verifyid, code);
    expect(checked.body.data).toEqual({ verified: true });
  });

  it('is not used up by a refused send', async () => {
    const account = await registerAccount(t.app);
    const ip = uniqueIp();
    const email = uniqueEmail('gap');
    const first = await requestEmailCode(
      t.app,
      account,
      { email, captchaId: await captchaPass(t.app, NEXT_API.email) },
      ip,
    );
    expect(first.status).toBe(200);
    const captchaId = await captchaPass(t.app, NEXT_API.email);
    const tooSoon = await requestEmailCode(t.app, account, { email, captchaId }, ip);
    expect(tooSoon.body.retcode).toBe(Retcode.TOO_MANY_REQUESTS);
    const elsewhere = await requestEmailCode(t.app, account, { email: uniqueEmail('other'), captchaId }, ip);
    expect(elsewhere.status).toBe(200);
  });
});
