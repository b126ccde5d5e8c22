import type { VirtualPhoneListData } from '@switchboard/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys, useSignedIn, virtualPhonesQuery } from '../../lib/api/queries.ts';
import type { CallSettings } from './api.ts';

/** The account's numbers with the forward/voicemail states: the list the chats share. */
export function useNumbers() {
  return useQuery({ ...virtualPhonesQuery(), enabled: useSignedIn() });
}

/** Writes both call-setting states the server answered into the cached list, so every view agrees at once. */
export function useApplyCallSettings(): (settings: CallSettings) => void {
  const client = useQueryClient();
  return useCallback(
    (settings) =>
      client.setQueryData(virtualPhonesQuery().queryKey, (old: VirtualPhoneListData | undefined) =>
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
  return useCallback(() => client.invalidateQueries({ queryKey: queryKeys.virtualPhones }), [client]);
}
