import { Retcode } from '@switchboard/protocol';
import type { AccountRef } from '../../lib/api/calls.ts';
import { callApi } from '../../lib/api/client.ts';
import { isRetcode } from '../../lib/api/errors.ts';
import {
  awaitCaptchaAnswer,
  type CaptchaAnswer,
  captchaWasWrong,
  closeCaptcha,
  refreshCaptcha,
} from '../../lib/captcha.ts';
import { markNewAccount } from '../../lib/newAccount.ts';
import { startSession } from '../../lib/session.ts';

/**
 * Runs a call that may demand a graphic captcha: on 100010 it waits for the user's answer and
 * retries with it; on 100015 it shows a new image and waits again. Resolves with null if the user
 * closes the captcha; any other failure closes it and propagates.
 */
export async function withCaptcha<T>(
  attempt: (captcha?: CaptchaAnswer) => Promise<T>,
  captchaFirst = false,
): Promise<T | null> {
  let captcha: CaptchaAnswer | undefined;
  if (captchaFirst) {
    const answer = await awaitCaptchaAnswer();
    if (!answer) return null;
    captcha = answer;
  }
  for (;;) {
    try {
      const result = await attempt(captcha);
      closeCaptcha();
      return result;
    } catch (error) {
      if (isRetcode(error, Retcode.CAPTCHA_WRONG)) captchaWasWrong();
      else if (isRetcode(error, Retcode.CAPTCHA_REQUIRED)) {
        // Asked again although an answer was sent: that image expired, so show a new one.
        if (captcha) refreshCaptcha();
      } else {
        closeCaptcha();
        throw error;
      }
      const answer = await awaitCaptchaAnswer();
      if (!answer) return null;
      captcha = answer;
    }
  }
}

/**
 * Logs in: preLogin tells whether a captcha is needed up front (if preLogin itself fails, login will
 * say so), then login runs through the captcha loop. True when a session started.
 */
export async function loginFlow(ref: AccountRef, password: string): Promise<boolean> {
  let captchaFirst = false;
  try {
    captchaFirst = (await callApi('preLogin', { body: { ...ref } })).captchaRequired;
  } catch (error) {
    console.warn('preLogin failed', error);
  }
  const session = await withCaptcha(
    (captcha) => callApi('login', { body: { ...ref, password, ...captcha } }),
    captchaFirst,
  );
  if (!session) return false;
  startSession(session);
  return true;
}

/** Creates an account (invited by a share link's code, if any) and starts its session. True when a session started. */
export async function registerFlow(email: string, password: string, inviteCode = ''): Promise<boolean> {
  const code = inviteCode.trim();
  const session = await withCaptcha((captcha) =>
    callApi('register', {
      body: { email, password, ...captcha, ...(code ? { inviteCode: code } : {}) },
      // A share link's code the server refuses is explained under the code field.
      inlineFields: ['inviteCode'],
    }),
  );
  if (!session) return false;
  markNewAccount(email);
  startSession(session);
  return true;
}
