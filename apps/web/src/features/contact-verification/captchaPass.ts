import { awaitCaptchaAnswer, captchaWasWrong, closeCaptcha } from '../../lib/captcha.ts';
import { type CaptchaNextApi, confirmCaptcha } from './api.ts';

/**
 * Shows the graphic captcha (the login's modal) until the user answers it right, confirming each
 * answer for `nextApi`; resolves with the confirmed captcha id, or null when the user closes it.
 * A wrong answer loads a new image, as the spec asks for the resend captcha.
 */
export async function captchaPassFor(nextApi: CaptchaNextApi): Promise<string | null> {
  for (;;) {
    const answer = await awaitCaptchaAnswer();
    if (!answer) return null;
    let right = false;
    try {
      right = await confirmCaptcha(answer.captchaId, answer.inputCaptcha, nextApi);
    } catch (error) {
      // A failed check is only logged; the user gets a new image to try again.
      console.warn('confirmCaptcha failed', error);
    }
    if (right) {
      closeCaptcha();
      return answer.captchaId;
    }
    captchaWasWrong();
  }
}
