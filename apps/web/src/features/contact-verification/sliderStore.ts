import { SLIDER_MAX_FAILURES } from '@switchboard/protocol';
import { create } from 'zustand';

/** Cookie holding the consecutive slider failures: 1, 2, then the time the block started. */
export const SLIDER_FAILURE_COOKIE = 'sliderFailures';
/**
 * How long a block lasts after the third failure. The spec only says a timestamp blocks and the
 * slider re-initialises; ten minutes is this client's choice.
 */
export const SLIDER_BLOCK_MS = 600_000;

interface SliderState {
  /** True while the slider popup is shown. */
  open: boolean;
  /** Bumped on every (re)open so the popup loads a fresh puzzle. */
  round: number;
}

/** Slider popup state, shared by the 100028 reaction, the code request and the popup. */
export const useSlider = create<SliderState>(() => ({ open: false, round: 0 }));

let waiting: ((token: string | null) => void) | null = null;

/** Resets and shows the slider (the 100028 reaction). */
export function showSlider(): void {
  useSlider.setState((state) => ({ open: true, round: state.round + 1 }));
}

/**
 * Shows the slider if needed and resolves with the next slider token, '' when the guess passed
 * without one (verifySlider answered another code), or null when the popup is closed.
 */
export function awaitSliderToken(): Promise<string | null> {
  if (!useSlider.getState().open) showSlider();
  waiting?.(null);
  return new Promise((resolve) => {
    waiting = resolve;
  });
}

/** Called by the popup when a guess passed: hands the token ('' for none) to whoever waits and closes. */
export function sliderSolved(token: string | null): void {
  const resolve = waiting;
  waiting = null;
  useSlider.setState({ open: false });
  resetSliderFailures();
  resolve?.(token ?? '');
}

/** Closes the popup; a pending wait resolves with null. */
export function closeSlider(): void {
  const resolve = waiting;
  waiting = null;
  useSlider.setState({ open: false });
  resolve?.(null);
}

function readCookie(): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SLIDER_FAILURE_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(SLIDER_FAILURE_COOKIE.length + 1)) : null;
}

function writeCookie(value: string | null): void {
  const maxAge = value === null ? 0 : Math.ceil(SLIDER_BLOCK_MS / 1000);
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the failure count in a cookie
  document.cookie = `${SLIDER_FAILURE_COOKIE}=${encodeURIComponent(value ?? '')}; max-age=${maxAge}; path=/; samesite=lax`;
}

/** True while the failures cookie holds a block timestamp that has not run out. */
export function sliderBlocked(now = Date.now()): boolean {
  const value = Number(readCookie());
  if (!Number.isFinite(value) || value < SLIDER_MAX_FAILURES) return false;
  if (now - value < SLIDER_BLOCK_MS) return true;
  writeCookie(null);
  return false;
}

/** Counts one failed guess; true when this failure blocks the slider (the third in a row). */
export function recordSliderFailure(now = Date.now()): boolean {
  const count = Number(readCookie()) || 0;
  if (count + 1 >= SLIDER_MAX_FAILURES) {
    writeCookie(String(now));
    return true;
  }
  writeCookie(String(count + 1));
  return false;
}

/** A passed guess ends the run of failures. */
export function resetSliderFailures(): void {
  writeCookie(null);
}
