import type { AccountInfo } from '@switchboard/protocol';
import type { VerifiedMode } from './verifiedStore.ts';

/** Whether a mode verifies a phone or an email. */
export function modeKind(mode: VerifiedMode): 'phone' | 'email' {
  return mode === 'email' || mode === 'emailFromProfile' ? 'email' : 'phone';
}

/**
 * Our reading of "for update it triggers a follow-up": 'update' and 'updateFromProfile' change the
 * phone. With a phone on the account, step 1 shows that phone and its code proves ownership; the
 * follow-up is 'update2', which asks for the new phone and saves it with updatePhone. Without a
 * phone there is nothing to prove, so they set the phone directly (setPhoneForAccount).
 */
export function provesCurrentPhone(mode: VerifiedMode, account: AccountInfo | undefined): boolean {
  return (mode === 'update' || mode === 'updateFromProfile') && Boolean(account?.phone);
}

/** What happens once a code was accepted. */
export type AfterCode =
  | { kind: 'follow'; next: VerifiedMode }
  | { kind: 'save'; replace: boolean; goTo: 'close' | 'redeem' };

/** The step after an accepted code: the update follow-up, or a save (set or replace) and where to go. */
export function afterCode(mode: VerifiedMode, account: AccountInfo | undefined): AfterCode {
  if (provesCurrentPhone(mode, account)) return { kind: 'follow', next: 'update2' };
  const replace = modeKind(mode) === 'email' ? Boolean(account?.email) : Boolean(account?.phone);
  return { kind: 'save', replace, goTo: mode === 'updateForUnlockBonus' ? 'redeem' : 'close' };
}

/**
 * The dialog title for a mode: "Change phone number" from the profile only when there is a phone to
 * change; without one the same button sets it.
 */
export function titleKey(mode: VerifiedMode, account: AccountInfo | undefined): VerifiedMode | 'setPhone' {
  return mode === 'updateFromProfile' && !account?.phone ? 'setPhone' : mode;
}
