import { createHmac, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/types.ts';
import { deleteExpiredCaptchas, takeCaptcha, upsertCaptcha } from './captcha.repo.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;
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
    private readonly db: Db,
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
    const now = Date.now();
    await upsertCaptcha(this.db, {
      id: captchaId,
      answerHash: this.digest(captchaId, text),
      expiresAt: now + CAPTCHA_TTL_MS,
      now,
    });
    return { svg: data, answer: text };
  }

  /** Checks an answer and burns the captcha whatever the outcome, so each image allows one guess. */
  async consume(captchaId: string, input: string): Promise<boolean> {
    const stored = await takeCaptcha(this.db, captchaId);
    if (stored === undefined || stored.expiresAt <= Date.now()) return false;
    const expected = Buffer.from(stored.answerHash, 'hex');
    const actual = Buffer.from(this.digest(captchaId, input), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** Deletes expired captchas. */
  prune(): Promise<number> {
    return deleteExpiredCaptchas(this.db, Date.now());
  }
}
