import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_BASE,
  ApiPath,
  type ConfirmCaptchaData,
  Retcode,
  type SliderPuzzleData,
  type VerifySliderData,
} from '@switchboard/protocol';
import type { ShortLivedStore } from '../../adapters/short-lived/index.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
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
/** A pass is keyed by what it proves and the call it may be spent on; its value is the earning IP. */
const passKey = (kind: 'captcha' | 'slider', api: string, id: string) => `pass:${kind}:${api}:${id}`;
/** Where an issued slider puzzle's gap is kept in the short-lived store. */
export const puzzleKey = (sliderId: string) => `slider:${sliderId}`;

/** The proofs a person is there: captcha passes for a named call, and slider puzzles and tokens. */
export class GateService {
  constructor(
    private readonly store: ShortLivedStore,
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
    if (right && nextApi !== undefined)
      await this.store.put(passKey('captcha', nextApi, captchaId), ip, PASS_TTL_MS);
    return { result: right };
  }

  /**
   * Spends the pass of a confirmed captcha on a call; false when there is none (or it was for another
   * call). A pass is spent even if the call then fails: it proved a person once, not for a retry.
   */
  async spendCaptchaPass(captchaId: string | undefined, api: string): Promise<boolean> {
    if (captchaId === undefined) return false;
    return (await this.store.take(passKey('captcha', api, captchaId))) !== undefined;
  }

  /** Issues a slider puzzle. */
  async issueSlider(): Promise<SliderPuzzleData> {
    const drawn = await drawPuzzle();
    const sliderId = randomUUID();
    await this.store.put(puzzleKey(sliderId), String(drawn.gapX), PUZZLE_TTL_MS);
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
    const gapX = await this.store.take(puzzleKey(sliderId));
    if (gapX === undefined) {
      throw new AppError(Retcode.SLIDER_FAILED, 'sliderId: unknown, expired or already answered', {
        say: say('sliderExpired'),
      });
    }
    if (Math.abs(x - Number(gapX)) > SLIDER_TOLERANCE_PX) {
      throw new AppError(Retcode.SLIDER_FAILED, 'x: the piece is not in its gap', {
        say: say('sliderMissed'),
      });
    }
    const sliderToken = randomBytes(24).toString('base64url');
    // Only the hash is kept, so a leaked store holds no spendable token.
    await this.store.put(passKey('slider', SLIDER_API, hashToken(sliderToken)), ip, PASS_TTL_MS);
    return { sliderToken };
  }

  /** Spends a slider token from the IP that earned it; false when there is none (a token shown from another IP is spent too). */
  async spendSliderToken(token: string | undefined, ip: string): Promise<boolean> {
    if (token === undefined) return false;
    return (await this.store.take(passKey('slider', SLIDER_API, hashToken(token)))) === ip;
  }
}
