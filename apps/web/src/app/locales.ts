import i18next from 'i18next';
import enAccount from '../locales/en/account.json';
import enAuth from '../locales/en/auth.json';
import enChats from '../locales/en/chats.json';
import enCompose from '../locales/en/compose.json';
import enContacts from '../locales/en/contacts.json';
import enContactsTransfer from '../locales/en/contactsTransfer.json';
import enHistory from '../locales/en/history.json';
import enInvite from '../locales/en/invite.json';
import enNumbers from '../locales/en/numbers.json';
import enNumbersFlow from '../locales/en/numbersFlow.json';
import enOnboarding from '../locales/en/onboarding.json';
import enPayments from '../locales/en/payments.json';
import enProfile from '../locales/en/profile.json';
import enRates from '../locales/en/rates.json';
import enSearch from '../locales/en/search.json';
import enSecurity from '../locales/en/security.json';
import enVerification from '../locales/en/verification.json';
import enVerificationMulti from '../locales/en/verificationMulti.json';
import enVerify from '../locales/en/verify.json';
import zhAccount from '../locales/zh-CN/account.json';
import zhAuth from '../locales/zh-CN/auth.json';
import zhChats from '../locales/zh-CN/chats.json';
import zhCompose from '../locales/zh-CN/compose.json';
import zhContacts from '../locales/zh-CN/contacts.json';
import zhContactsTransfer from '../locales/zh-CN/contactsTransfer.json';
import zhHistory from '../locales/zh-CN/history.json';
import zhInvite from '../locales/zh-CN/invite.json';
import zhNumbers from '../locales/zh-CN/numbers.json';
import zhNumbersFlow from '../locales/zh-CN/numbersFlow.json';
import zhOnboarding from '../locales/zh-CN/onboarding.json';
import zhPayments from '../locales/zh-CN/payments.json';
import zhProfile from '../locales/zh-CN/profile.json';
import zhRates from '../locales/zh-CN/rates.json';
import zhSearch from '../locales/zh-CN/search.json';
import zhSecurity from '../locales/zh-CN/security.json';
import zhVerification from '../locales/zh-CN/verification.json';
import zhVerificationMulti from '../locales/zh-CN/verificationMulti.json';
import zhVerify from '../locales/zh-CN/verify.json';

/** The feature namespaces in both languages, bundled together because they are only a few kilobytes. */
export const featureResources = {
  en: {
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
    onboarding: enOnboarding,
    profile: enProfile,
    security: enSecurity,
    search: enSearch,
  },
  'zh-CN': {
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
    onboarding: zhOnboarding,
    profile: zhProfile,
    security: zhSecurity,
    search: zhSearch,
  },
} as const;

/**
 * Adds the feature namespaces to i18next. The screens that use them are lazy, and their loaders
 * wait for this module, so the first script only carries the common namespace.
 */
export function registerFeatureLocales(): void {
  for (const [language, bundles] of Object.entries(featureResources)) {
    for (const [namespace, bundle] of Object.entries(bundles)) {
      if (!i18next.hasResourceBundle(language, namespace)) {
        i18next.addResourceBundle(language, namespace, bundle);
      }
    }
  }
}
