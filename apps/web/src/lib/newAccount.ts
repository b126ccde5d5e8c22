import { readStorage, removeStorage, StorageKey, writeStorage } from './storage.ts';

// The getting-started guide follows a sign-up in this browser: the flag is set before the session
// starts, survives a reload (the guide is still due), and is cleared once the user leaves the guide.

const normal = (email: string) => email.trim().toLowerCase();

/** Marks the account just signed up (by its email) as due for the guide. */
export function markNewAccount(email: string): void {
  writeStorage(StorageKey.newAccount, normal(email));
}

/** True while the guide is due for the account with this email. */
export function isNewAccount(email: string | undefined): boolean {
  return email !== undefined && email !== '' && readStorage(StorageKey.newAccount) === normal(email);
}

/** The guide was seen: it is not shown again. */
export function forgetNewAccount(): void {
  removeStorage(StorageKey.newAccount);
}

/** True while a guide is due in this browser: the shell's other first-day dialogs wait for it. */
export function newAccountGuideDue(): boolean {
  return readStorage(StorageKey.newAccount) !== null;
}
