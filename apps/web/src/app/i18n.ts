import type { UiLanguage } from '@switchboard/protocol';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyUiLanguage } from '../lib/uiLanguage.ts';
import enAccount from '../locales/en/account.json';
import enAuth from '../locales/en/auth.json';
import enChats from '../locales/en/chats.json';
import enCommon from '../locales/en/common.json';
import enCompose from '../locales/en/compose.json';
import enContacts from '../locales/en/contacts.json';
import enContactsTransfer from '../locales/en/contactsTransfer.json';
import enHistory from '../locales/en/history.json';
import enInvite from '../locales/en/invite.json';
import enNumbers from '../locales/en/numbers.json';
import enNumbersFlow from '../locales/en/numbersFlow.json';
import enPayments from '../locales/en/payments.json';
import enProfile from '../locales/en/profile.json';
import enRates from '../locales/en/rates.json';
import enVerification from '../locales/en/verification.json';
import enVerificationMulti from '../locales/en/verificationMulti.json';
import enVerify from '../locales/en/verify.json';
import zhAccount from '../locales/zh-CN/account.json';
import zhAuth from '../locales/zh-CN/auth.json';
import zhChats from '../locales/zh-CN/chats.json';
import zhCommon from '../locales/zh-CN/common.json';
import zhCompose from '../locales/zh-CN/compose.json';
import zhContacts from '../locales/zh-CN/contacts.json';
import zhContactsTransfer from '../locales/zh-CN/contactsTransfer.json';
import zhHistory from '../locales/zh-CN/history.json';
import zhInvite from '../locales/zh-CN/invite.json';
import zhNumbers from '../locales/zh-CN/numbers.json';
import zhNumbersFlow from '../locales/zh-CN/numbersFlow.json';
import zhPayments from '../locales/zh-CN/payments.json';
import zhProfile from '../locales/zh-CN/profile.json';
import zhRates from '../locales/zh-CN/rates.json';
import zhVerification from '../locales/zh-CN/verification.json';
import zhVerificationMulti from '../locales/zh-CN/verificationMulti.json';
import zhVerify from '../locales/zh-CN/verify.json';

/** Every namespace in both languages; bundled because together they are only a few kilobytes. */
export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    account: enAccount,
    chats: enChats,
    compose: enCompose,
    contacts: enContacts,
    contactsTransfer: enContactsTransfer,
    history: enHistory,
    rates: enRates,
    payments: enPayments,
    verify: enVerify,
    verification: enVerification,
    verificationMulti: enVerificationMulti,
    numbersFlow: enNumbersFlow,
    invite: enInvite,
    numbers: enNumbers,
    profile: enProfile,
  },
  'zh-CN': {
    common: zhCommon,
    auth: zhAuth,
    account: zhAccount,
    chats: zhChats,
    compose: zhCompose,
    contacts: zhContacts,
    contactsTransfer: zhContactsTransfer,
    history: zhHistory,
    rates: zhRates,
    payments: zhPayments,
    verify: zhVerify,
    verification: zhVerification,
    verificationMulti: zhVerificationMulti,
    numbersFlow: zhNumbersFlow,
    invite: zhInvite,
    numbers: zhNumbers,
    profile: zhProfile,
  },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
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
    ],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  applyUiLanguage(language);
  return i18next;
}
