import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import type { ListStatus } from '../list/ConversationList.tsx';
import { useChats } from '../state/chatStore.ts';
import { getVirtualPhoneList } from './api.ts';
import { refreshChatList } from './chatList.ts';
import { loadDialog } from './dialog.ts';
import { clearUnreadFor } from './unread.ts';

/** Query key of the account's numbers (shared with any screen that lists them). */
export const VIRTUAL_PHONES_QUERY_KEY = ['virtualPhones'] as const;

/** Loads the account's own numbers into the chat store; says whether they are known and any exist. */
export function useOwnNumbers(): { loaded: boolean; hasNumber: boolean } {
  const token = useSession((state) => state.token);
  const query = useQuery({
    queryKey: VIRTUAL_PHONES_QUERY_KEY,
    queryFn: getVirtualPhoneList,
    enabled: token !== null,
  });
  const setOwnNumbers = useChats((state) => state.setOwnNumbers);
  useEffect(() => {
    if (query.data) setOwnNumbers(query.data.virtualPhones, query.data.smsCountryCodes);
  }, [query.data, setOwnNumbers]);
  const count = useChats((state) => state.ownNumbers.length);
  const fetched = query.data?.virtualPhones.length ?? 0;
  return { loaded: query.data !== undefined || count > 0, hasNumber: count > 0 || fetched > 0 };
}

/** Refreshes the conversation list each time the chats screen opens (full first, then since the last update). */
export function useChatList(): { status: ListStatus; retry: () => void } {
  const [status, setStatus] = useState<ListStatus>('loading');
  const load = useCallback(() => {
    setStatus('loading');
    refreshChatList().then(
      () => setStatus('ready'),
      (error: unknown) => {
        console.warn('chat list load failed', error);
        setStatus('error');
      },
    );
  }, []);
  useEffect(load, [load]);
  return { status, retry: load };
}

/** Whenever a conversation is opened (by a click, a notification or a first send): clear unread, load history. */
export function useOpenConversationSync(): void {
  const selectedKey = useChats((state) => state.selectedKey);
  useEffect(() => {
    if (!selectedKey) return;
    clearUnreadFor(selectedKey);
    void loadDialog(selectedKey);
  }, [selectedKey]);
}
