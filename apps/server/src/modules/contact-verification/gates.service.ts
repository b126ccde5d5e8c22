import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  API_BASE,
  ApiPath,
  type ConfirmCaptchaData,
  Retcode,
  type SliderPuzzleData,
  type SliderTrailSample,
  type VerifySliderData,
} from '@switchboard/protocol';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ShortLivedStore } from '../../adapters/short-lived/index.ts';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import { SLIDER_HEIGHT, SLIDER_PIECE, SLIDER_WIDTH } from './slider.geometry.ts';
import { type DrawnPuzzle, drawPuzzle } from './slider.image.ts';

/** A pass (confirmed captcha or slider token) is spendable this long. */
export const PASS_TTL_MS = 5 * 60_000;
/** A slider puzzle can be answered this long. */
export const PUZZLE_TTL_MS = 2 * 60_000;
/** How far from the gap a dropped piece still counts, in pixels. */
export const SLIDER_TOLERANCE_PX = 6;

/** The full path a slider token is spent on. */
export const SLIDER_API = `${API_BASE}${ApiPath.getVerifyCode}`;

/** The proof-of-work algorithm: PBKDF2 runs at about native speed in a browser and in a script alike. */
export const SLIDER_POW_ALGORITHM = 'PBKDF2/SHA-256';
/** Fewest samples a drag trail has. */
export const TRAIL_MIN_SAMPLES = 5;
/** Shortest drag, from first sample to last, in milliseconds. */
export const TRAIL_MIN_MS = 150;
/** A trail whose samples all lie this close to one straight line in time and place kept a constant speed. */
export const TRAIL_MIN_BEND_PX = 2;
/** How far the trail's last sample may be from the answered x, in pixels. */
export const TRAIL_END_SLACK_PX = 2;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A pass is keyed by what it proves and the call it may be spent on; its value is the earning IP. */
const passKey = (kind: 'captcha' | 'slider', api: string, id: string) => `pass:${kind}:${api}:${id}`;
/** Where an issued slider puzzle (its gap and its signed challenge, JSON) is kept in the short-lived store. */
export const puzzleKey = (sliderId: string) => `slider:${sliderId}`;

/** What the short-lived store keeps of an issued puzzle until its one guess. */
export interface StoredPuzzle {
  /** Left edge of the real gap. */
  gapX: number;
  /** The signed proof-of-work challenge issued with it. */
  challenge: Challenge;
}

/** The stored puzzle, or undefined for a value of another shape (a gap alone, as issued before proofs of work). */
export function readPuzzle(value: string): StoredPuzzle | undefined {
  try {
    const puzzle = JSON.parse(value) as Partial<StoredPuzzle> | null;
    return typeof puzzle?.gapX === 'number' && typeof puzzle.challenge?.parameters === 'object'
      ? (puzzle as StoredPuzzle)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Proof-of-work settings and the secret its HMAC keys are derived from. */
export interface SliderPowSettings {
  secret: string;
  cost: number;
  maxNumber: number;
}

/** How far the sample furthest from the least-squares line x = a + b·t lies from it, in pixels. */
function largestBend(trail: SliderTrailSample[]): number {
  const meanT = trail.reduce((sum, sample) => sum + sample.t, 0) / trail.length;
  const meanX = trail.reduce((sum, sample) => sum + sample.x, 0) / trail.length;
  let covariance = 0;
  let variance = 0;
  for (const sample of trail) {
    covariance += (sample.t - meanT) * (sample.x - meanX);
    variance += (sample.t - meanT) ** 2;
  }
  const slope = variance === 0 ? 0 : covariance / variance;
  return Math.max(...trail.map((sample) => Math.abs(sample.x - meanX - slope * (sample.t - meanT))));
}

/**
 * Why a drag trail is not a person's hand, or undefined when it is plausible. The rules are kept
 * simple on purpose (they stop a script that sends only an answer, or a straight line; one that
 * replays recorded drags gets past them and meets the proof of work and the picture instead):
 * - at least TRAIL_MIN_SAMPLES samples;
 * - time strictly increasing from sample to sample;
 * - at least TRAIL_MIN_MS from the first sample to the last;
 * - not a constant speed: some sample more than TRAIL_MIN_BEND_PX from the straight line fitted
 *   through the samples' (time, place) (a hand speeds up, slows down and stops before letting go);
 * - the last sample within TRAIL_END_SLACK_PX of the answered x.
 */
export function implausibleTrail(trail: SliderTrailSample[] | undefined, x: number): string | undefined {
  if (trail === undefined || trail.length < TRAIL_MIN_SAMPLES)
    return `fewer than ${TRAIL_MIN_SAMPLES} samples`;
  for (let i = 1; i < trail.length; i++) {
    if (trail[i]!.t <= trail[i - 1]!.t) return `time does not increase at sample ${i}`;
  }
  if (trail.at(-1)!.t - trail[0]!.t < TRAIL_MIN_MS) return `shorter than ${TRAIL_MIN_MS} ms`;
  if (largestBend(trail) <= TRAIL_MIN_BEND_PX) return 'constant speed';
  if (Math.abs(trail.at(-1)!.x - x) > TRAIL_END_SLACK_PX) return 'does not end at x';
  return undefined;
}

/** One guess at a puzzle, as verifySlider's body carries it. */
export interface SliderGuess {
  sliderId: string;
  x: number;
  trail?: SliderTrailSample[] | undefined;
  pow?: { counter: number; derivedKey: string } | undefined;
}

/** The proofs a person is there: captcha passes for a named call, and slider puzzles and tokens. */
export class GateService {
  /** HMAC key signing the challenge, and the one signing its expected derived key. */
  private readonly powKeys: { challenge: string; key: string };

  /** The puzzle drawn last or being drawn: the next one waits for it (see drawInTurn). */
  private lastDrawing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: ShortLivedStore,
    private readonly captcha: CaptchaService,
    private readonly pow: SliderPowSettings,
    private readonly draw: () => Promise<DrawnPuzzle> = drawPuzzle,
  ) {
    const derive = (purpose: string) => createHmac('sha256', pow.secret).update(purpose).digest('hex');
    this.powKeys = {
      challenge: derive('switchboard slider proof-of-work challenge'),
      key: derive('switchboard slider proof-of-work key'),
    };
  }

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

  /**
   * Issues a slider puzzle with its proof-of-work challenge. The signed challenge is kept with the
   * gap, so a solution counts for this puzzle's one guess only.
   */
  async issueSlider(): Promise<SliderPuzzleData> {
    const sliderId = randomUUID();
    const [drawn, challenge] = await Promise.all([
      this.drawInTurn(),
      createChallenge({
        algorithm: SLIDER_POW_ALGORITHM,
        cost: this.pow.cost,
        counter: randomInt(Math.ceil(this.pow.maxNumber / 2), this.pow.maxNumber + 1),
        deriveKey,
        data: { sliderId },
        expiresAt: new Date(Date.now() + PUZZLE_TTL_MS),
        hmacSignatureSecret: this.powKeys.challenge,
        hmacKeySignatureSecret: this.powKeys.key,
      }),
    ]);
    const stored: StoredPuzzle = { gapX: drawn.gapX, challenge };
    await this.store.put(puzzleKey(sliderId), JSON.stringify(stored), PUZZLE_TTL_MS);
    const { algorithm, cost, keyLength, keyPrefix, nonce, salt } = challenge.parameters;
    return {
      sliderId,
      background: drawn.background,
      piece: drawn.piece,
      width: SLIDER_WIDTH,
      height: SLIDER_HEIGHT,
      pieceSize: SLIDER_PIECE,
      pow: { algorithm, cost, keyLength, keyPrefix, nonce, salt },
    };
  }

  /**
   * Draws puzzles one at a time. A puzzle is about 70 ms of JavaScript on the event loop, in pictures
   * of about 10 ms with a turn of the loop between them. A burst of requests drawn together
   * interleaved their pictures, so replies from Redis already received waited behind seconds of
   * drawing, past the store's command timeout, and the requests failed with 503. In turn, the loop
   * is never held longer than one picture, and a burst waits in line instead.
   */
  private drawInTurn(): Promise<DrawnPuzzle> {
    const drawn = this.lastDrawing.then(this.draw, this.draw);
    this.lastDrawing = drawn.catch(() => undefined);
    return drawn;
  }

  /**
   * Checks the one guess a puzzle takes: its proof of work, then the drag trail, then the place. Each
   * failure is SLIDER_FAILED and spends the puzzle; a hit gives a single-use token bound to the IP.
   */
  async verifySlider(guess: SliderGuess, ip: string): Promise<VerifySliderData> {
    const value = await this.store.take(puzzleKey(guess.sliderId));
    if (value === undefined) {
      throw new AppError(Retcode.SLIDER_FAILED, 'sliderId: unknown, expired or already answered', {
        say: say('sliderExpired'),
      });
    }
    const puzzle = readPuzzle(value);
    if (puzzle === undefined) {
      throw new AppError(Retcode.SLIDER_FAILED, 'sliderId: issued before the proof of work', {
        say: say('sliderExpired'),
      });
    }
    const solved =
      guess.pow !== undefined &&
      puzzle.challenge.parameters.data?.sliderId === guess.sliderId &&
      (
        await verifySolution({
          challenge: puzzle.challenge,
          solution: { counter: guess.pow.counter, derivedKey: guess.pow.derivedKey },
          deriveKey,
          hmacSignatureSecret: this.powKeys.challenge,
          hmacKeySignatureSecret: this.powKeys.key,
        })
      ).verified;
    if (!solved) {
      throw new AppError(Retcode.SLIDER_FAILED, "pow: missing or not a solution of this puzzle's challenge", {
        say: say('sliderNoProof'),
      });
    }
    const implausible = implausibleTrail(guess.trail, guess.x);
    if (implausible !== undefined) {
      throw new AppError(Retcode.SLIDER_FAILED, `trail: ${implausible}`, { say: say('sliderTrail') });
    }
    if (Math.abs(guess.x - puzzle.gapX) > SLIDER_TOLERANCE_PX) {
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
