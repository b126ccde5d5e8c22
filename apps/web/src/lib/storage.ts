import { pushAlert } from './alerts.ts';

/** Keys the client keeps in localStorage; one place so nothing collides. */
export const StorageKey = {
  token: 'sb.token',
  /** When the token was last refreshed or issued (ms), so any tab knows when the next refresh is due. */
  tokenRefreshedAt: 'sb.token.refreshedAt',
  /** When the stored token was issued (the server's issuedAt); tabs keep the latest token. */
  tokenIssuedAt: 'sb.token.issuedAt',
  language: 'sb.language',
  /** The side bar's appearance choice: system, light or dark (absent means system). */
  colorScheme: 'sb.colorScheme',
  mobileNoticeDismissed: 'sb.mobileNoticeDismissed',
  /** Latest message time the chat list was refreshed up to (ms). */
  chatRefreshTime: 'sb.chats.refreshTime',
  /** Conversations whose unknown-number banner was dismissed (JSON list of keys). */
  chatBannerDismissed: 'sb.chats.bannerDismissed',
  /** Latest address book change time applied (ms); contacts load changes after it. */
  contactsSyncedUntil: 'sb.contacts.syncedUntil',
  /** The address book as last synced (compact JSON), so reopening loads only changes. */
  contactsCache: 'sb.contacts.cache',
  /** The login answer's invitation flags ("canInvite,canSetInviter" as 0/1), so a reload keeps them. */
  inviteFlags: 'sb.inviteFlags',
  /** Verification apps used lately, most recent first (JSON list of app ids). */
  recentVerificationApps: 'sb.verification.recentApps',
  /** The calendar month (UTC YYYY-MM) the numbers and account data were last refreshed in. */
  currentMonth: 'sb.currentMonth',
  /** The local day (YYYY-MM-DD) the banner-ad dialog was last closed on; it stays closed that day. */
  bannerAdClosedOn: 'sb.bannerAd.closedOn',
  /** The email of the account signed up in this browser whose getting-started guide is still due. */
  newAccount: 'sb.onboarding.newAccount',
} as const;

/** Prefix of the per-conversation message caches (`sb.chats.dialog.<own>-<other>`). */
export const CHAT_CACHE_PREFIX = 'sb.chats.dialog.';

/** Prefix of the numbers tab's "tips seen" flags (`sb.numbers.tipsSeen.<brand>.<account>`). */
export const NUMBER_TIPS_PREFIX = 'sb.numbers.tipsSeen.';

/** A storage key: a fixed one, or a per-conversation message cache. */
export type StorageKeyName =
  | (typeof StorageKey)[keyof typeof StorageKey]
  | `${typeof CHAT_CACHE_PREFIX}${string}`
  | `${typeof NUMBER_TIPS_PREFIX}${string}`;

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Some privacy modes throw on mere access; the app then runs without persistence.
    return null;
  }
}

/** True for the browser-specific shapes of "storage is full". */
export function isQuotaExceeded(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof DOMException !== 'undefined' && error instanceof DOMException)) {
    return false;
  }
  const { name } = error as { name: string };
  const code = (error as { code?: number }).code;
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/** Reads a stored string; null when absent or storage is unavailable. */
export function readStorage(key: StorageKeyName): string | null {
  try {
    return backend()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores a string. When the quota is exceeded the whole local storage is cleared (the spec's rule:
 * stale caches must not lock the user out) and the user is told; returns false in that case.
 */
export function writeStorage(key: StorageKeyName, value: string): boolean {
  const store = backend();
  if (!store) return false;
  try {
    store.setItem(key, value);
    return true;
  } catch (error) {
    if (isQuotaExceeded(error)) {
      try {
        store.clear();
      } catch {
        // Nothing more can be done; the alert below still explains what happened.
      }
      pushAlert({ messageKey: 'storage.quotaExceeded' });
    } else {
      console.warn('storage write failed', error);
    }
    return false;
  }
}

/** Removes a stored value. */
export function removeStorage(key: StorageKeyName): void {
  try {
    backend()?.removeItem(key);
  } catch {
    // Removing from unavailable storage is a no-op by definition.
  }
}
