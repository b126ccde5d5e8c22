import { createHmac, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { ShortLivedStore } from '../../adapters/short-lived/index.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;

/** Where a captcha's answer hash is kept in the short-lived store. */
export const captchaKey = (captchaId: string) => `captcha:${captchaId}`;

// No 0/o/O, 1/l/I/i, 2/z/Z, 5/s/S or 9/g/q: the answer is compared case-insensitively, so only
// shapes that stay distinct in both cases and in a distorted font are offered.
const CHARSET = 'abcdefhjkmnprtuvwxyABCDEFHJKMNPRTUVWXY3478';

/** A freshly issued captcha: the image for the client, the answer for nobody but tests and logs-free checks. */
export interface IssuedCaptcha {
  svg: string;
  answer: string;
}

/** Graphic captchas: issued as SVG, remembered only as an HMAC of the answer, usable once. */
export class CaptchaService {
  constructor(
    private readonly store: ShortLivedStore,
    private readonly secret: string,
  ) {}

  private digest(captchaId: string, answer: string): string {
    // Binding the id means an answer hash cannot be replayed under another captcha id.
    return createHmac('sha256', this.secret)
      .update(`${captchaId}\n${answer.trim().toLowerCase()}`)
      .digest('hex');
  }

  /** Draws a captcha for a client-chosen id, replacing any earlier one with that id. */
  async issue(captchaId: string): Promise<IssuedCaptcha> {
    const { data, text } = svgCaptcha.create({
      size: 4,
      charPreset: CHARSET,
      noise: 2,
      color: true,
      width: 120,
      height: 40,
      fontSize: 44,
    });
    await this.store.put(captchaKey(captchaId), this.digest(captchaId, text), CAPTCHA_TTL_MS);
    return { svg: data, answer: text };
  }

  /** Checks an answer and burns the captcha whatever the outcome, so each image allows one guess. */
  async consume(captchaId: string, input: string): Promise<boolean> {
    const stored = await this.store.take(captchaKey(captchaId));
    if (stored === undefined) return false;
    const expected = Buffer.from(stored, 'hex');
    const actual = Buffer.from(this.digest(captchaId, input), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
