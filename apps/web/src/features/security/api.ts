import {
  emptyDataSchema,
  sessionListDataSchema,
  signedOutDataSchema,
  type VirtualPhoneListData,
  virtualPhoneListDataSchema,
} from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { queryBalance } from '../../lib/api/calls.ts';
import { apiRequest } from '../../lib/api/client.ts';
import { queryKeys } from '../../lib/api/keys.ts';
import { useSession } from '../../lib/session.ts';

/** Fields of the change-password form the server may refuse, shown under their control. */
export const PASSWORD_FIELDS = ['oldPassword', 'newPassword'] as const;

/** POST /changePassword: the account's other sessions end on success. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await apiRequest('changePassword', {
    method: 'POST',
    body: { oldPassword, newPassword },
    schema: emptyDataSchema,
    inlineFields: PASSWORD_FIELDS,
  });
}

/** GET /getSessionList: the account's live sessions. */
export async function getSessionList() {
  return (await apiRequest('getSessionList', { schema: sessionListDataSchema })).sessions;
}

/** POST /signOutSession: ends one other session. */
export async function signOutSession(sessionId: string): Promise<void> {
  await apiRequest('signOutSession', { method: 'POST', body: { sessionId }, schema: emptyDataSchema });
}

/** POST /signOutOtherSessions: ends every session but this one. */
export async function signOutOtherSessions(): Promise<void> {
  await apiRequest('signOutOtherSessions', { method: 'POST', schema: signedOutDataSchema });
}

/** The signed-in user's live sessions. */
export function useSessionList() {
  const token = useSession((state) => state.token);
  return useQuery({ queryKey: queryKeys.sessions, queryFn: getSessionList, enabled: token !== null });
}

/** Fields of the delete-account dialog the server may refuse, shown under their control. */
export const DELETE_ACCOUNT_FIELDS = ['password'] as const;

/** POST /deleteAccount: the account is gone and every session ends on success. */
export async function deleteAccount(password: string): Promise<void> {
  await apiRequest('deleteAccount', {
    method: 'POST',
    body: { password },
    schema: emptyDataSchema,
    inlineFields: DELETE_ACCOUNT_FIELDS,
  });
}

/** GET /getVirtualPhoneList, under the key every screen listing the account's numbers shares. */
function getVirtualPhoneList(): Promise<VirtualPhoneListData> {
  return apiRequest('getVirtualPhoneList', { schema: virtualPhoneListDataSchema });
}

/** The account's own numbers (what a deletion releases), fetched afresh when asked for. */
export function useOwnNumberList() {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: queryKeys.virtualPhones,
    queryFn: getVirtualPhoneList,
    enabled: token !== null,
    refetchOnMount: 'always',
  });
}

/** The balance (ten-thousandths), fetched afresh when asked for: a deletion forfeits it. */
export function useCurrentBalance() {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: queryKeys.balance,
    queryFn: queryBalance,
    enabled: token !== null,
    refetchOnMount: 'always',
  });
}
