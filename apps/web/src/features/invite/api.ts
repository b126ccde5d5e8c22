import { toLanguageCode } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api/client.ts';
import { inviteInfoQuery, inviterQuery, useAccountInfo, useSignedIn } from '../../lib/api/queries.ts';
import { useRuntime, useUiLanguage } from '../../lib/runtime.ts';

/**
 * Redeems a friend's code; resolves with the new balance. Asked in the page's own language, like the
 * invite info: jiema's calls otherwise always ask in Chinese (spec 001 section 7).
 */
export async function setInviter(inviteCode: string): Promise<number> {
  const data = await callApi('setInviter', {
    query: { languagecode: toLanguageCode(useRuntime.getState().language) },
    body: { inviteCode },
    // A refused code is explained under the code field.
    inlineFields: ['inviteCode'],
  });
  return data.balance;
}

/** The invite info of the signed-in user, in the page's language. */
export function useInviteInfo() {
  const language = useUiLanguage();
  return useQuery({ ...inviteInfoQuery(language), enabled: useSignedIn() });
}

/** canSetInviter, needSetPhone and phoneRewarded as the server sees them for the phone shown. */
export function useInviter() {
  const signedIn = useSignedIn();
  const info = useAccountInfo();
  // The phone comes with the account info; a failed info still lets the server answer alone.
  return useQuery({ ...inviterQuery(info.data?.phone ?? ''), enabled: signedIn && !info.isPending });
}
