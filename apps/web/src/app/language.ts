import type { BrandConfig, UiLanguage } from '@switchboard/protocol';
import { uiLanguages } from '@switchboard/protocol';

/** What the language choice depends on, gathered by the caller so this stays a pure function. */
export interface LanguageInputs {
  /** Language saved by the side-bar switch, if any. */
  stored: string | null;
  /** The page's query string (for `cc`). */
  search: string;
  /** The page's brand. */
  brand: BrandConfig;
  /** navigator.languages (or [navigator.language]). */
  browserLanguages: readonly string[];
}

function isUiLanguage(value: string | null): value is UiLanguage {
  return value !== null && (uiLanguages as readonly string[]).includes(value);
}

/**
 * The interface language, in the spec's order: the user's explicit choice > the `cc` country query
 * (cn means Chinese, any other country English) > a Chinese brand default > the browser (zh*) > English.
 */
export function detectLanguage({ stored, search, brand, browserLanguages }: LanguageInputs): UiLanguage {
  if (isUiLanguage(stored)) return stored;
  const cc = new URLSearchParams(search).get('cc');
  if (cc) return cc.toLowerCase() === 'cn' ? 'zh-CN' : 'en';
  if (brand.defaultLanguage === 'zh-CN') return 'zh-CN';
  const browser = browserLanguages[0] ?? '';
  if (browser.toLowerCase().startsWith('zh')) return 'zh-CN';
  return 'en';
}
