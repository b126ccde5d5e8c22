import { create } from 'zustand';

/** The user's answer to a graphic captcha. */
export interface CaptchaAnswer {
  captchaId: string;
  inputCaptcha: string;
}

interface CaptchaState {
  /** True while the captcha modal is shown (global alerts are held back meanwhile). */
  open: boolean;
  /** Id of the image currently shown; a new id fetches a new image. */
  captchaId: string;
  /** Incremented after a wrong answer so the modal clears its boxes and says so. */
  wrongAttempts: number;
}

/** Client-generated captcha id: a 5-character time fragment plus random text, as the server expects. */
export function generateCaptchaId(now = Date.now()): string {
  const time = now.toString(36).slice(-5).padStart(5, '0');
  const random = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    (byte % 36).toString(36),
  ).join('');
  return `${time}${random}`;
}

/** Captcha modal state shared by the API client (which opens it) and the auth screens (which answer it). */
export const useCaptcha = create<CaptchaState>(() => ({ open: false, captchaId: '', wrongAttempts: 0 }));

let waiting: ((answer: CaptchaAnswer | null) => void) | null = null;

/** Opens the modal with a fresh image (no-op when already open). */
export function openCaptcha(): void {
  if (useCaptcha.getState().open) return;
  useCaptcha.setState({ open: true, captchaId: generateCaptchaId(), wrongAttempts: 0 });
}

/** Shows a new image, e.g. when the user clicks it. */
export function refreshCaptcha(): void {
  useCaptcha.setState({ captchaId: generateCaptchaId() });
}

/** The answer was wrong: new image, cleared boxes. */
export function captchaWasWrong(): void {
  useCaptcha.setState((state) => ({
    captchaId: generateCaptchaId(),
    wrongAttempts: state.wrongAttempts + 1,
  }));
}

/** Opens the modal if needed and resolves with the user's next answer, or null if they close it. */
export function awaitCaptchaAnswer(): Promise<CaptchaAnswer | null> {
  openCaptcha();
  waiting?.(null);
  return new Promise((resolve) => {
    waiting = resolve;
  });
}

/** Called by the modal when all boxes are filled; with nobody waiting to retry, the modal just closes. */
export function submitCaptcha(inputCaptcha: string): void {
  const resolve = waiting;
  waiting = null;
  if (!resolve) {
    closeCaptcha();
    return;
  }
  resolve({ captchaId: useCaptcha.getState().captchaId, inputCaptcha });
}

/** Closes the modal; a pending wait resolves with null. */
export function closeCaptcha(): void {
  const resolve = waiting;
  waiting = null;
  useCaptcha.setState({ open: false });
  resolve?.(null);
}
