import type { UiLanguage } from '@switchboard/protocol';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAudit from '../locales/en/audit.json';
import enBrands from '../locales/en/brands.json';
import enCatalogue from '../locales/en/catalogue.json';
import enCodeApps from '../locales/en/codeApps.json';
import enCommon from '../locales/en/common.json';
import enNumbers from '../locales/en/numbers.json';
import enOperations from '../locales/en/operations.json';
import enOperators from '../locales/en/operators.json';
import enPayments from '../locales/en/payments.json';
import enPlans from '../locales/en/plans.json';
import enRecharge from '../locales/en/recharge.json';
import enReviews from '../locales/en/reviews.json';
import enSetup from '../locales/en/setup.json';
import enSignIn from '../locales/en/signIn.json';
import enUsers from '../locales/en/users.json';
import zhAudit from '../locales/zh-CN/audit.json';
import zhBrands from '../locales/zh-CN/brands.json';
import zhCatalogue from '../locales/zh-CN/catalogue.json';
import zhCodeApps from '../locales/zh-CN/codeApps.json';
import zhCommon from '../locales/zh-CN/common.json';
import zhNumbers from '../locales/zh-CN/numbers.json';
import zhOperations from '../locales/zh-CN/operations.json';
import zhOperators from '../locales/zh-CN/operators.json';
import zhPayments from '../locales/zh-CN/payments.json';
import zhPlans from '../locales/zh-CN/plans.json';
import zhRecharge from '../locales/zh-CN/recharge.json';
import zhReviews from '../locales/zh-CN/reviews.json';
import zhSetup from '../locales/zh-CN/setup.json';
import zhSignIn from '../locales/zh-CN/signIn.json';
import zhUsers from '../locales/zh-CN/users.json';

/** Every text of the console, per language and namespace (a few kilobytes: bundled, never fetched). */
const resources = {
  en: {
    common: enCommon,
    signIn: enSignIn,
    setup: enSetup,
    reviews: enReviews,
    users: enUsers,
    audit: enAudit,
    operators: enOperators,
    numbers: enNumbers,
    operations: enOperations,
    payments: enPayments,
    catalogue: enCatalogue,
    plans: enPlans,
    codeApps: enCodeApps,
    recharge: enRecharge,
    brands: enBrands,
  },
  'zh-CN': {
    common: zhCommon,
    signIn: zhSignIn,
    setup: zhSetup,
    reviews: zhReviews,
    users: zhUsers,
    audit: zhAudit,
    operators: zhOperators,
    numbers: zhNumbers,
    operations: zhOperations,
    payments: zhPayments,
    catalogue: zhCatalogue,
    plans: zhPlans,
    codeApps: zhCodeApps,
    recharge: zhRecharge,
    brands: zhBrands,
  },
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}

/** Starts i18next in the given language, synchronously, so the first render is already translated. */
export function initI18n(language: UiLanguage) {
  document.documentElement.lang = language;
  if (i18next.isInitialized) {
    if (i18next.language !== language) void i18next.changeLanguage(language);
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return i18next;
}
