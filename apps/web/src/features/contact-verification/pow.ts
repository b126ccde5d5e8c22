import type { SliderPowChallenge } from '@switchboard/protocol';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** A solved proof of work as verifySlider takes it. */
export interface PowSolution {
  counter: number;
  derivedKey: string;
}

/** Longest a solve may run before the guess is sent without one (the server then refuses it). */
const SOLVE_TIMEOUT_MS = 30_000;

/**
 * Solves a puzzle's proof of work with altcha-lib's solver and WebCrypto's PBKDF2: the derivations
 * run in the browser's native code and each is awaited, so the page stays responsive while the
 * person drags. Resolves null when aborted, timed out or unsupported.
 */
export async function solvePow(pow: SliderPowChallenge, signal: AbortSignal): Promise<PowSolution | null> {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  try {
    const solution = await solveChallenge({
      challenge: { parameters: pow },
      deriveKey,
      controller,
      timeout: SOLVE_TIMEOUT_MS,
    });
    return solution === null ? null : { counter: solution.counter, derivedKey: solution.derivedKey };
  } catch (error) {
    console.warn('slider proof of work failed', error);
    return null;
  }
}
