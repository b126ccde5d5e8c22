import { queryKeys } from '../../../lib/api/keys.ts';
import { CHAT_LIST_QUERY_KEY } from '../../../lib/unread.ts';

/** First element of every query key of the chats feature; only these queries are persisted. */
export const CHATS_QUERY_PREFIX = 'chats';

/** Query key of the account's own numbers (getVirtualPhoneList): the app's shared key. */
export const VIRTUAL_PHONES_QUERY_KEY = queryKeys.virtualPhones;

/** Query keys of the chats feature's server data. */
export const chatsKeys = {
  /** The conversation list (ChatListData). */
  list: CHAT_LIST_QUERY_KEY,
  /** Every conversation's history pages. */
  dialogs: [CHATS_QUERY_PREFIX, 'dialog'] as const,
  /** One conversation's history pages (DialogData), by conversation key own-other. */
  dialog: (conversationKey: string) => [CHATS_QUERY_PREFIX, 'dialog', conversationKey] as const,
};
