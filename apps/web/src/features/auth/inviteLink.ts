import { INVITE_LINK_PARAM } from '@switchboard/protocol';

/** The invite code a share link carries in the page address ('' when none). */
export function inviteCodeFromUrl(search: string): string {
  const code = new URLSearchParams(search).get(INVITE_LINK_PARAM) ?? '';
  // Only what a code can hold: anything else in the address is not an invite code.
  return /^[A-Za-z0-9]{1,12}$/.test(code.trim()) ? code.trim().toUpperCase() : '';
}
