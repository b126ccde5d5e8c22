import type { UiLanguage } from '@switchboard/protocol';
import i18next from 'i18next';
import { useRuntime } from './runtime.ts';
import { StorageKey, writeStorage } from './storage.ts';

/** Makes a language current everywhere: the html lang attribute, the runtime (API languagecode) and i18next. */
export function applyUiLanguage(language: UiLanguage): void {
  document.documentElement.lang = language;
  useRuntime.getState().setLanguage(language);
  if (i18next.isInitialized && i18next.language !== language) void i18next.changeLanguage(language);
}

/** The side-bar switch: an explicit choice is remembered and beats every other signal next time. */
export function chooseUiLanguage(language: UiLanguage): void {
  writeStorage(StorageKey.language, language);
  applyUiLanguage(language);
}
