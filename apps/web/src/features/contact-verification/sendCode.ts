import { Retcode, SLIDER_RETRIGGER_MS } from '@switchboard/protocol';
import { isRetcode } from '../../lib/api/errors.ts';
import {
  checkContact,
  getVerifyCode,
  NEXT_GET_VERIFY_CODE,
  NEXT_VERIFY_EMAIL,
  type PhoneRef,
  requestToVerifyEmail,
  type SendProof,
} from './api.ts';
import { captchaPassFor } from './captchaPass.ts';
import { awaitSliderToken } from './sliderStore.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends an SMS code and resolves with its verifyid, or null when the user gave up a captcha.
 * A resend (`captchaFirst`) shows the graphic captcha first, as the spec asks after the countdown;
 * 100010 asks for it anyway; 100028 shows the slider, and the request is re-triggered with its
 * token SLIDER_RETRIGGER_MS after the slider passed. Other failures propagate (already alerted).
 */
export async function sendPhoneCode(ref: PhoneRef, captchaFirst = false): Promise<string | null> {
  let proof: SendProof = {};
  if (captchaFirst) {
    // Said before the captcha is shown: a phone taken meanwhile needs no captcha to be refused.
    await checkContact(ref);
    const captchaId = await captchaPassFor(NEXT_GET_VERIFY_CODE);
    if (!captchaId) return null;
    proof = { captchaId };
  }
  for (;;) {
    try {
      return await getVerifyCode(ref, proof);
    } catch (error) {
      if (isRetcode(error, Retcode.CAPTCHA_REQUIRED)) {
        const captchaId = await captchaPassFor(NEXT_GET_VERIFY_CODE);
        if (!captchaId) return null;
        proof = { ...proof, captchaId };
      } else if (isRetcode(error, Retcode.SLIDER_REQUIRED)) {
        const sliderToken = await awaitSliderToken();
        if (sliderToken === null) return null;
        await wait(SLIDER_RETRIGGER_MS);
        // A pass without a token goes on without one: the server asks again if it still wants it.
        const { sliderToken: _spent, ...rest } = proof;
        proof = sliderToken ? { ...rest, sliderToken } : rest;
      } else {
        throw error;
      }
    }
  }
}

/** Sends an email code with an already confirmed captcha id; resolves with its verifyid. */
export function sendEmailCode(email: string, captchaId: string): Promise<string> {
  return requestToVerifyEmail(email, captchaId);
}

/** Resends an email code: a new captcha pass first (the popup), then the request; null if given up. */
export async function resendEmailCode(email: string): Promise<string | null> {
  const captchaId = await captchaPassFor(NEXT_VERIFY_EMAIL);
  if (!captchaId) return null;
  return requestToVerifyEmail(email, captchaId);
}
