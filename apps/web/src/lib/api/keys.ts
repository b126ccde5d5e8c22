import type { UiLanguage } from '@switchboard/protocol';

// Kept apart from the calls so that code of the first script (bootstrap) can name keys without
// loading the calls and, with them, every schema.

/** The paged histories of the account tab. */
export type HistoryKind = 'payment' | 'bill' | 'call' | 'sms' | 'subscription';

/**
 * Query keys of every piece of account data, in one place: screens share one fetch per key, and the
 * account events (app/accountEvents.ts) refresh exactly these keys when the server says they changed.
 * A key that is a prefix of others (e.g. `histories`) matches all of them when invalidating.
 */
export const queryKeys = {
  accountInfo: ['accountInfo'] as const,
  /** Balance in ten-thousandths; set directly by the server's `balanceChanged` push. */
  balance: ['balance'] as const,
  /** The account's own numbers (getVirtualPhoneList): the chats' senders and the numbers tab. */
  virtualPhones: ['virtualPhones'] as const,
  /** Plans of every own number (plan change); `numberPlan` is one number's. */
  numberPlans: ['numberPlans'] as const,
  numberPlan: (virtualNumber: string) => ['numberPlans', virtualNumber] as const,
  /** The new-number flow: the country, type and area-code tree (getAreaCodeV2). */
  areaCodes: ['numbersFlow', 'areaCodes'] as const,
  /** Free numbers of a country, type and area code. */
  numberSearch: (code: string, type: string, areaCode: string) =>
    ['numbersFlow', 'numbers', code, type, areaCode] as const,
  /** Plans of a country and number type. */
  planList: (code: string, type: string) => ['numbersFlow', 'plans', code, type] as const,
  profile: ['profile'] as const,
  /** Identity proof (getKYCInfo). */
  kyc: ['kycInfo'] as const,
  /** The address book, synced incrementally; persisted across reloads (keys starting with 'contacts'). */
  contacts: ['contacts'] as const,
  /** Payment-method flags (which methods need a verified phone). */
  paymentMethods: ['paymentMethods'] as const,
  /** The brand's recharge tiles, gifts and custom range as operators set them (getRechargeSettings). */
  rechargeSettings: ['rechargeSettings'] as const,
  /** Own invite code, rules and tips, asked in the page's language. */
  inviteInfo: (language: string) => ['inviteInfo', language] as const,
  /** Whether a code may still be redeemed, for every phone; `inviterOf` is one phone's. */
  inviter: ['inviter'] as const,
  inviterOf: (phone: string) => ['inviter', phone] as const,
  /** The VIP membership and its price (getVipInfo, wetalk). */
  vipInfo: ['vipInfo'] as const,
  /** The account's signed-in sessions (getSessionList). */
  sessions: ['sessions'] as const,
  /** Banner ads (getAdConfig). */
  adConfig: ['adConfig'] as const,
  /** Every history of every month. */
  histories: ['history'] as const,
  /** Every month of one history. */
  history: (kind: HistoryKind) => ['history', kind] as const,
  /** One month (YYYY-MM) of one history. */
  historyMonth: (kind: HistoryKind, month: string) => ['history', kind, month] as const,
  /** One month of the bill history in one language: purchase methods and app names come in it. */
  billMonth: (month: string, language: string) => ['history', 'bill', month, language] as const,
  /** The public rate table of a tab for numbers of a country. */
  rates: (country: string, tab: string) => ['rates', country, tab] as const,
  /** Apps and countries codes can be received for (a catalogue). */
  verificationAppList: (language: UiLanguage) => ['verification', 'appList', language] as const,
  /** Code rate and rent of an app in a country. */
  verificationFee: (app: string, country: string) => ['verification', 'fee', app, country] as const,
  /** Everything that lists the account's verification numbers (the keys below). */
  verificationNumbers: ['verification', 'numbers'] as const,
  /** Every app's code rate and free numbers in a country (under numbers: a lock or release changes them). */
  verificationStock: (country: string) => ['verification', 'numbers', 'stock', country] as const,
  /** The account's starred verification apps. */
  verificationFavourites: ['verification', 'favourites'] as const,
  /** Apps the account has verification numbers for. */
  verificationApps: ['verification', 'numbers', 'apps'] as const,
  /** The account's verification numbers for one app. */
  verificationNumberList: (app: string) => ['verification', 'numbers', 'list', app] as const,
  /** Number options of every app and country (they include the account's own numbers). */
  verificationOptionsAll: ['verification', 'numbers', 'options'] as const,
  /** Number options of one app and country. */
  verificationOptions: (app: string, country: string) =>
    ['verification', 'numbers', 'options', app, country] as const,
  /** One month (YYYY-MM) of the verification-number history in one language (app names come in it). */
  verificationHistory: (month: string, language: string) =>
    ['verification', 'numbers', 'history', month, language] as const,
  /** Stored messages of one verification number (every app). */
  codeSmsOf: (fullNumber: string) => ['verification', 'sms', fullNumber] as const,
  /** Stored messages of one verification number for one app. */
  codeSms: (fullNumber: string, app: string) => ['verification', 'sms', fullNumber, app] as const,
  /** Pages of the account's messages containing a text (searchMessages). */
  messageSearch: (text: string) => ['messageSearch', text] as const,
  /** The polls of every code session. */
  codeSessions: ['verification', 'codeSession'] as const,
  /** The polls of the code sessions of one locked number. */
  codeSessionsOf: (fullNumber: string) => ['verification', 'codeSession', fullNumber] as const,
  /** The polls of one lock (each lock starts a new entry). */
  codeSession: (fullNumber: string, lockId: number) =>
    ['verification', 'codeSession', fullNumber, lockId] as const,
};
