import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../lib/session.ts';
import { type CallSettings, getVirtualPhoneList, NUMBERS_QUERY_KEY } from './api.ts';

/** The account's numbers with the forward/voicemail states, under the key the chats share. */
export function useNumbers() {
  const token = useSession((state) => state.token);
  return useQuery({ queryKey: NUMBERS_QUERY_KEY, queryFn: getVirtualPhoneList, enabled: token !== null });
}

/** Writes both call-setting states the server answered into the cached list, so every view agrees at once. */
export function useApplyCallSettings(): (settings: CallSettings) => void {
  const client = useQueryClient();
  return useCallback(
    (settings) =>
      client.setQueryData(
        NUMBERS_QUERY_KEY,
        (old: Awaited<ReturnType<typeof getVirtualPhoneList>> | undefined) =>
          old
            ? { ...old, forwardStatus: settings.forwardStatus, voicemailStatus: settings.voicemailStatus }
            : old,
      ),
    [client],
  );
}

/** Reloads the number list (after an unsubscribe, a new number or a restore). */
export function useReloadNumbers(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: NUMBERS_QUERY_KEY }), [client]);
}
