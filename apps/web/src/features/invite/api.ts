import { inviteInfoDataSchema, inviterDataSchema, setInviterDataSchema } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api/client.ts';
import { queryKeys } from '../../lib/api/queries.ts';
import { useSession } from '../../lib/session.ts';

/** Query keys of the invite feature (the verified modal refreshes 'inviter' after a new phone). */
export const inviteKeys = {
  info: queryKeys.inviteInfo,
  inviter: queryKeys.inviter,
};

/** GET /queryInviteInfo: own code, rules, hint and earn tips. */
export function queryInviteInfo() {
  return apiRequest('queryInviteInfo', { schema: inviteInfoDataSchema });
}

/** GET /getInviter: whether a code may still be redeemed; mirrors canSetInviter into the session. */
export async function getInviter() {
  const data = await apiRequest('getInviter', { schema: inviterDataSchema });
  useSession.setState({ canSetInviter: data.canSetInviter });
  return data;
}

/** POST /setInviter: redeems a friend's code; resolves with the new balance. */
export async function setInviter(inviteCode: string): Promise<number> {
  const data = await apiRequest('setInviter', {
    method: 'POST',
    body: { inviteCode },
    schema: setInviterDataSchema,
    // A refused code is explained under the code field.
    inlineFields: ['inviteCode'],
  });
  return data.balance;
}

/** The invite info of the signed-in user. */
export function useInviteInfo() {
  const token = useSession((state) => state.token);
  return useQuery({ queryKey: inviteKeys.info, queryFn: queryInviteInfo, enabled: token !== null });
}

/** canSetInviter and needSetPhone as the server sees them now. */
export function useInviter() {
  const token = useSession((state) => state.token);
  return useQuery({ queryKey: inviteKeys.inviter, queryFn: getInviter, enabled: token !== null });
}
