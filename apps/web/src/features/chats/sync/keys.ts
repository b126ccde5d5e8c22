import { CHAT_DIALOGS_QUERY_KEY } from '../../../lib/chatsCache.ts';
import { CHAT_LIST_QUERY_KEY } from '../../../lib/unread.ts';

/** Query keys of the chats feature's server data. */
export const chatsKeys = {
  /** The conversation list (ChatListData). */
  list: CHAT_LIST_QUERY_KEY,
  /** Every conversation's history pages. */
  dialogs: CHAT_DIALOGS_QUERY_KEY,
  /** One conversation's history pages (DialogData), by conversation key own-other. */
  dialog: (conversationKey: string) => [...CHAT_DIALOGS_QUERY_KEY, conversationKey] as const,
};
