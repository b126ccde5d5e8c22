import type { UiLanguage } from '@switchboard/protocol';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyUiLanguage } from '../lib/uiLanguage.ts';
import enCommon from '../locales/en/common.json';
import zhCommon from '../locales/zh-CN/common.json';
import type { featureResources } from './locales.ts';

/** The common namespace, needed before any lazy screen; the others are in `locales.ts`. */
export const resources = {
  en: { common: enCommon },
  'zh-CN': { common: zhCommon },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'] & (typeof featureResources)['en'];
  }
}

/** Starts i18next in the given language (synchronously, so the first render is already translated). */
export function initI18n(language: UiLanguage) {
  if (i18next.isInitialized) {
    applyUiLanguage(language);
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    ns: [
      'common',
      'auth',
      'account',
      'chats',
      'compose',
      'contacts',
      'contactsTransfer',
      'history',
      'rates',
      'payments',
      'profile',
      'verify',
      'verification',
      'verificationMulti',
      'numbersFlow',
      'invite',
      'numbers',
      'security',
      'search',
    ],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  applyUiLanguage(language);
  return i18next;
}
