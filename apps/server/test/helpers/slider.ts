import type { SliderPowChallenge, SliderPuzzleData, SliderTrailSample } from '@switchboard/protocol';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import {
  puzzleKey,
  readPuzzle,
  type StoredPuzzle,
} from '../../src/modules/contact-verification/gates.service.ts';
import { type CallResult, get, post } from './api.ts';

/** A puzzle's proof-of-work solution as verifySlider takes it. */
export interface PowSolution {
  counter: number;
  derivedKey: string;
}

/** GET sliderCaptcha from `ip`. */
export async function newPuzzle(app: FastifyInstance, ip: string): Promise<SliderPuzzleData> {
  const response = await get<SliderPuzzleData>(app, 'sliderCaptcha', { ip });
  if (response.status !== 200) throw new Error(`sliderCaptcha failed: ${JSON.stringify(response.body)}`);
  return response.body.data;
}

/** What the short-lived store keeps of a puzzle (its real gap and challenge), without spending it. */
export async function storedPuzzle(app: FastifyInstance, sliderId: string): Promise<StoredPuzzle> {
  const value = await app.services.shortLived.peek(puzzleKey(sliderId));
  const puzzle = value === undefined ? undefined : readPuzzle(value);
  if (puzzle === undefined) throw new Error(`no stored puzzle ${sliderId}`);
  return puzzle;
}

/** Solves a puzzle's proof of work the way the web client does (same library, Node's PBKDF2). */
export async function solvePow(pow: SliderPowChallenge): Promise<PowSolution> {
  const solution = await solveChallenge({ challenge: { parameters: pow }, deriveKey });
  if (solution === null) throw new Error('proof of work not solved');
  return { counter: solution.counter, derivedKey: solution.derivedKey };
}

/**
 * A drag a hand could make to `x`: from 0, speeding up then slowing down over about half a
 * second, with uneven sampling, and a pause before letting go.
 */
export function handTrail(x: number): SliderTrailSample[] {
  const steps = 14;
  const trail: SliderTrailSample[] = [];
  let t = 0;
  for (let i = 0; i <= steps; i++) {
    const progress = i / steps;
    const eased = progress < 0.5 ? 2 * progress ** 2 : 1 - (-2 * progress + 2) ** 2 / 2;
    trail.push({ x: Math.round(x * eased), t });
    t += 30 + ((i * 7) % 13);
  }
  trail.push({ x: Math.round(x), t: t + 120 });
  return trail;
}

/** The body fields of one guess. */
export interface GuessBody {
  sliderId: string;
  x: number;
  trail?: SliderTrailSample[];
  pow?: PowSolution;
}

/** POST verifySlider from `ip`. */
export function answerSlider(
  app: FastifyInstance,
  guess: GuessBody,
  ip: string,
): Promise<CallResult<{ sliderToken: string }>> {
  return post<{ sliderToken: string }>(app, 'verifySlider', { platform: 'pingme', ...guess }, { ip });
}

/** Gets a puzzle, reads its gap from the short-lived store and answers it as a person would: the token. */
export async function solveSlider(app: FastifyInstance, ip: string): Promise<string> {
  const puzzle = await newPuzzle(app, ip);
  const { gapX } = await storedPuzzle(app, puzzle.sliderId);
  const pow = await solvePow(puzzle.pow);
  const solved = await answerSlider(
    app,
    { sliderId: puzzle.sliderId, x: gapX, trail: handTrail(gapX), pow },
    ip,
  );
  if (solved.status !== 200) throw new Error(`verifySlider failed: ${JSON.stringify(solved.body)}`);
  return solved.body.data.sliderToken;
}
