import type { UiLanguage } from '@switchboard/protocol';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { readLanguage, writeLanguage } from './storage.ts';

/** The language the console opens in: the operator's last choice, else the browser's. */
export function initialLanguage(): UiLanguage {
  const chosen = readLanguage();
  if (chosen) return chosen;
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return preferred.some((tag) => tag?.toLowerCase().startsWith('zh')) ? 'zh-CN' : 'en';
}

/** Makes a language current (texts, MUI's own texts, the html lang, retmsg of later calls) and keeps it. */
export function chooseLanguage(language: UiLanguage): void {
  writeLanguage(language);
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}

/** The interface language, re-rendering when the operator switches it. */
export function useUiLanguage(): UiLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'zh-CN' ? 'zh-CN' : 'en';
}

/**
 * Each language named in itself, as a brand's users find it in their language menu: an operator
 * choosing a brand's default language reads the name its users will see.
 */
export const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: 'English', 'zh-CN': '简体中文' };
