import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_BASE,
  ApiPath,
  type ConfirmCaptchaData,
  Retcode,
  type SliderPuzzleData,
  type VerifySliderData,
} from '@switchboard/protocol';
import type { Db, Executor } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import { insertPass, insertPuzzle, pruneExpired, takePass, takePuzzle } from './passes.repo.ts';
import { drawPuzzle, SLIDER_HEIGHT, SLIDER_PIECE, SLIDER_WIDTH } from './slider.image.ts';

/** A pass (confirmed captcha or slider token) is spendable this long. */
export const PASS_TTL_MS = 5 * 60_000;
/** A slider puzzle can be answered this long. */
export const PUZZLE_TTL_MS = 2 * 60_000;
/** How far from the gap a dropped piece still counts, in pixels. */
export const SLIDER_TOLERANCE_PX = 6;

/** The full path a slider token is spent on. */
export const SLIDER_API = `${API_BASE}${ApiPath.getVerifyCode}`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const captchaPassId = (captchaId: string) => `captcha:${captchaId}`;

/** The proofs a person is there: captcha passes for a named call, and slider puzzles and tokens. */
export class GateService {
  constructor(
    private readonly db: Db,
    private readonly captcha: CaptchaService,
  ) {}

  /** Checks a captcha answer (burning the captcha); a right one with nextApi becomes a pass for that call. */
  async confirmCaptcha(
    captchaId: string,
    input: string,
    nextApi: string | undefined,
    ip: string,
  ): Promise<ConfirmCaptchaData> {
    const right = await this.captcha.consume(captchaId, input);
    if (right && nextApi !== undefined) {
      const now = Date.now();
      await insertPass(this.db, {
        id: captchaPassId(captchaId),
        kind: 'captcha',
        api: nextApi,
        ip,
        expires_at: now + PASS_TTL_MS,
        created_at: now,
      });
    }
    return { result: right };
  }

  /** Spends the pass of a confirmed captcha on a call; false when there is none (or it was for another call). */
  spendCaptchaPass(ex: Executor, captchaId: string | undefined, api: string): Promise<boolean> {
    if (captchaId === undefined) return Promise.resolve(false);
    return takePass(ex, { id: captchaPassId(captchaId), kind: 'captcha', api, now: Date.now() });
  }

  /** Issues a slider puzzle. */
  async issueSlider(): Promise<SliderPuzzleData> {
    const drawn = await drawPuzzle();
    const sliderId = randomUUID();
    const now = Date.now();
    await insertPuzzle(this.db, { id: sliderId, gapX: drawn.gapX, expiresAt: now + PUZZLE_TTL_MS, now });
    return {
      sliderId,
      background: drawn.background,
      piece: drawn.piece,
      pieceY: drawn.pieceY,
      width: SLIDER_WIDTH,
      height: SLIDER_HEIGHT,
      pieceSize: SLIDER_PIECE,
    };
  }

  /** Checks one guess; a hit gives a single-use token bound to the guessing IP, a miss is SLIDER_FAILED. */
  async verifySlider(sliderId: string, x: number, ip: string): Promise<VerifySliderData> {
    const puzzle = await takePuzzle(this.db, sliderId);
    const now = Date.now();
    if (puzzle === undefined || puzzle.expiresAt <= now) {
      throw new AppError(Retcode.SLIDER_FAILED, 'sliderId: unknown, expired or already answered');
    }
    if (Math.abs(x - puzzle.gapX) > SLIDER_TOLERANCE_PX) {
      throw new AppError(Retcode.SLIDER_FAILED, 'x: the piece is not in its gap');
    }
    const sliderToken = randomBytes(24).toString('base64url');
    // Only the hash is kept, so a leaked table holds no spendable token.
    await insertPass(this.db, {
      id: hashToken(sliderToken),
      kind: 'slider',
      api: SLIDER_API,
      ip,
      expires_at: now + PASS_TTL_MS,
      created_at: now,
    });
    return { sliderToken };
  }

  /** Spends a slider token from the IP that earned it; false when there is none. */
  spendSliderToken(ex: Executor, token: string | undefined, ip: string): Promise<boolean> {
    if (token === undefined) return Promise.resolve(false);
    return takePass(ex, { id: hashToken(token), kind: 'slider', api: SLIDER_API, now: Date.now(), ip });
  }

  /** Deletes expired passes and puzzles. */
  prune(): Promise<number> {
    return pruneExpired(this.db, Date.now());
  }
}
