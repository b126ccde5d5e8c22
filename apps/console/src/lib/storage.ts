import type { UiLanguage } from '@switchboard/protocol';
import { uiLanguages } from '@switchboard/protocol';

/**
 * What the console keeps in the browser: the operator's token per tab (sessionStorage, so closing the
 * tab ends what the browser holds of the session), the chosen language across visits.
 */
const TOKEN_KEY = 'switchboard.console.token';
const LANGUAGE_KEY = 'switchboard.console.language';

/** Storage can be switched off or full; the console then works for this page only. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readToken(): string | null {
  return attempt(() => sessionStorage.getItem(TOKEN_KEY), null);
}

export function writeToken(token: string | null): void {
  attempt(() => {
    if (token === null) sessionStorage.removeItem(TOKEN_KEY);
    else sessionStorage.setItem(TOKEN_KEY, token);
  }, undefined);
}

export function readLanguage(): UiLanguage | null {
  const stored = attempt(() => localStorage.getItem(LANGUAGE_KEY), null);
  return uiLanguages.find((language) => language === stored) ?? null;
}

export function writeLanguage(language: UiLanguage): void {
  attempt(() => localStorage.setItem(LANGUAGE_KEY, language), undefined);
}
