import { getAppQueryClient } from '../../../lib/api/queryClientRef.ts';
import { goToTab } from '../../../lib/navigation.ts';
import type { ChatListData } from '../sync/chatListData.ts';
import { chatsKeys } from '../sync/keys.ts';
import { type ChatPartner, useChats } from './chatStore.ts';

/**
 * Opens the chats tab on a conversation with `partner` (e.g. Send message on a contact): its
 * latest conversation when there is one, else a new chat with the To field already filled in (the
 * sender is the default own number, as for any new chat).
 */
export function openChatWith(partner: ChatPartner): void {
  const list = getAppQueryClient()?.getQueryData<ChatListData>(chatsKeys.list);
  // The list is newest first: the first match is the latest conversation with that number.
  const latest = list?.conversations.find((conversation) => conversation.otherFullNumber === partner.phone);
  const chats = useChats.getState();
  if (latest) chats.select(latest.key, partner);
  else {
    chats.setComposingNew(true);
    chats.setPartner(partner);
  }
  goToTab('chats');
}
