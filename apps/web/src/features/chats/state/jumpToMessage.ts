import { chatKey } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { create } from 'zustand';
import { getAppQueryClient } from '../../../lib/api/queryClientRef.ts';
import { goToTab } from '../../../lib/navigation.ts';
import { chatListQueryOptions, readChatList } from '../sync/chatList.ts';
import { type Conversation, findConversation } from '../sync/chatListData.ts';
import { openConversation } from '../sync/conversations.ts';

/** A message to bring into view in its conversation's history. */
export interface MessageTarget {
  ownFullNumber: string;
  otherFullNumber: string;
  smsId: string;
  /** Its time: the history is loaded back until it reaches this time. */
  date: number;
}

interface MessageJumpState {
  /** The message the open conversation's history should scroll to, until it has done so. */
  target: (MessageTarget & { key: string }) | null;
  clear: () => void;
}

/** UI state: where the message list should jump next (set by a search hit, cleared once shown). */
export const useMessageJump = create<MessageJumpState>((set) => ({
  target: null,
  clear: () => set({ target: null }),
}));

/** Opens a conversation of the list on the chats tab (a search's conversation hit). */
export function openConversationByKey(key: string): void {
  const client = getAppQueryClient();
  const conversation = client ? findConversation(readChatList(client), key) : undefined;
  openConversation(key, conversation);
  goToTab('chats');
}

/** Opens a message's conversation on the chats tab and has its history scroll to the message. */
export function openMessage(target: MessageTarget): void {
  const key = chatKey(target.ownFullNumber, target.otherFullNumber);
  useMessageJump.setState({ target: { ...target, key } });
  openConversationByKey(key);
}

const NO_CONVERSATIONS: readonly Conversation[] = [];

/** The conversations of the cached chat list, newest first (never loads it: the chats tab does). */
export function useCachedConversations(): readonly Conversation[] {
  const { data } = useQuery({ ...chatListQueryOptions(), enabled: false });
  return data?.conversations ?? NO_CONVERSATIONS;
}
