import {
  inviteInfoDataSchema,
  inviterDataSchema,
  setInviterDataSchema,
  toLanguageCode,
} from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/client.ts';
import { queryKeys, useAccountInfo } from '../../lib/api/queries.ts';
import { useRuntime, useUiLanguage } from '../../lib/runtime.ts';
import { useSession } from '../../lib/session.ts';

/** Query keys of the invite feature (the verified modal refreshes 'inviter' after a new phone). */
export const inviteKeys = {
  info: queryKeys.inviteInfo,
  inviter: queryKeys.inviter,
};

/**
 * The invite calls ask in the page's own language. jiema's calls otherwise always ask in Chinese
 * (spec 001 section 7), which would put Chinese rules and refusals on an English page.
 */
function pageLanguage() {
  return { languagecode: toLanguageCode(useRuntime.getState().language) };
}

/** GET /queryInviteInfo: own code, rules, hint and earn tips. */
export function queryInviteInfo() {
  return apiRequest('queryInviteInfo', { query: pageLanguage(), schema: inviteInfoDataSchema });
}

/**
 * GET /getInviter?phone: whether a code may still be redeemed, with the phone the page shows as
 * verified (spec 001 section 7); mirrors canSetInviter into the session.
 */
export async function getInviter(phone: string) {
  const data = await apiRequest('getInviter', { query: { phone }, schema: inviterDataSchema });
  useSession.setState({ canSetInviter: data.canSetInviter });
  return data;
}

/** POST /setInviter: redeems a friend's code; resolves with the new balance. */
export async function setInviter(inviteCode: string): Promise<number> {
  const data = await apiRequest('setInviter', {
    method: 'POST',
    query: pageLanguage(),
    body: { inviteCode },
    schema: setInviterDataSchema,
    // A refused code is explained under the code field.
    inlineFields: ['inviteCode'],
  });
  return data.balance;
}

/** The invite info of the signed-in user, in the page's language. */
export function useInviteInfo() {
  const token = useSession((state) => state.token);
  const language = useUiLanguage();
  return useQuery({
    queryKey: [...inviteKeys.info, language],
    queryFn: queryInviteInfo,
    enabled: token !== null,
  });
}

/** canSetInviter, needSetPhone and phoneRewarded as the server sees them for the phone shown. */
export function useInviter() {
  const token = useSession((state) => state.token);
  const info = useAccountInfo();
  const phone = info.data?.phone ?? '';
  return useQuery({
    queryKey: [...inviteKeys.inviter, phone],
    queryFn: () => getInviter(phone),
    // The phone comes with the account info; a failed info still lets the server answer alone.
    enabled: token !== null && !info.isPending,
  });
}
