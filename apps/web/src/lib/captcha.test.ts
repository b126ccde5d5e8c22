import { captchaIdSchema } from '@switchboard/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  awaitCaptchaAnswer,
  captchaWasWrong,
  closeCaptcha,
  generateCaptchaId,
  submitCaptcha,
  useCaptcha,
} from './captcha.ts';

beforeEach(() => closeCaptcha());

describe('captcha state', () => {
  it('generates ids of a time fragment plus random text that the server accepts', () => {
    const id = generateCaptchaId(1_700_000_000_000);
    expect(id.slice(0, 5)).toBe((1_700_000_000_000).toString(36).slice(-5));
    expect(id).toHaveLength(13);
    expect(captchaIdSchema.safeParse(id).success).toBe(true);
    expect(generateCaptchaId()).not.toBe(generateCaptchaId());
  });

  it('resolves the waiting caller with the answer for the image shown', async () => {
    const answer = awaitCaptchaAnswer();
    const { captchaId } = useCaptcha.getState();
    expect(useCaptcha.getState().open).toBe(true);
    submitCaptcha('ab12');
    await expect(answer).resolves.toEqual({ captchaId, inputCaptcha: 'ab12' });
  });

  it('shows a new image after a wrong answer and resolves null when closed', async () => {
    const first = awaitCaptchaAnswer();
    const before = useCaptcha.getState().captchaId;
    captchaWasWrong();
    expect(useCaptcha.getState().captchaId).not.toBe(before);
    expect(useCaptcha.getState().wrongAttempts).toBe(1);
    closeCaptcha();
    await expect(first).resolves.toBeNull();
    expect(useCaptcha.getState().open).toBe(false);
  });
});
