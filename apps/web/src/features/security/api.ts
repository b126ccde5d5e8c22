import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api/client.ts';
import { balanceQuery, sessionsQuery, useSignedIn, virtualPhonesQuery } from '../../lib/api/queries.ts';

/** Fields of the change-password form the server may refuse, shown under their control. */
export const PASSWORD_FIELDS = ['oldPassword', 'newPassword'] as const;

/** Changes the password; the account's other sessions end on success. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await callApi('changePassword', { body: { oldPassword, newPassword }, inlineFields: PASSWORD_FIELDS });
}

/** Ends one other session. */
export async function signOutSession(sessionId: string): Promise<void> {
  await callApi('signOutSession', { body: { sessionId } });
}

/** Ends every session but this one. */
export async function signOutOtherSessions(): Promise<void> {
  await callApi('signOutOtherSessions');
}

/** The signed-in user's live sessions. */
export function useSessionList() {
  return useQuery({ ...sessionsQuery(), enabled: useSignedIn() });
}

/** Fields of the delete-account dialog the server may refuse, shown under their control. */
export const DELETE_ACCOUNT_FIELDS = ['password'] as const;

/** Deletes the account: it is gone and every session ends on success. */
export async function deleteAccount(password: string): Promise<void> {
  await callApi('deleteAccount', { body: { password }, inlineFields: DELETE_ACCOUNT_FIELDS });
}

/** The account's own numbers (what a deletion releases), fetched afresh when asked for. */
export function useOwnNumberList() {
  return useQuery({ ...virtualPhonesQuery(), enabled: useSignedIn(), refetchOnMount: 'always' });
}

/** The balance (ten-thousandths), fetched afresh when asked for: a deletion forfeits it. */
export function useCurrentBalance() {
  return useQuery({ ...balanceQuery(), enabled: useSignedIn(), refetchOnMount: 'always' });
}
