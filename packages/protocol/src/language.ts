import { z } from 'zod';

import type { UiLanguage } from './ui-languages.ts';

export { type UiLanguage, uiLanguages } from './ui-languages.ts';

/** The `languagecode` query field: the language of `retmsg`. */
export const languageCodeSchema = z.enum(['en', 'zh_cn']);
/** A wire language code. */
export type LanguageCode = z.infer<typeof languageCodeSchema>;

/** Maps an interface language to the wire language code. */
export function toLanguageCode(language: UiLanguage): LanguageCode {
  return language === 'zh-CN' ? 'zh_cn' : 'en';
}

/** Maps a wire language code to the interface language. */
export function toUiLanguage(code: LanguageCode): UiLanguage {
  return code === 'zh_cn' ? 'zh-CN' : 'en';
}

/** A text in both interface languages. */
export const localizedTextSchema = z.object({
  /** English text. */
  en: z.string().min(1),
  /** Simplified Chinese text. */
  'zh-CN': z.string().min(1),
});
/** A text in both interface languages. */
export type LocalizedText = z.infer<typeof localizedTextSchema>;
