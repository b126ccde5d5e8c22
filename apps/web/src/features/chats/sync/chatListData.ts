import { type ChatListItem, type ChatMessage, chatKey, UNREAD_COUNT_LIMIT } from '@switchboard/protocol';

/** The flags a person sets on a conversation; absent in lists cached before they existed (read as false). */
type ConversationFlags = 'archived' | 'muted' | 'markedUnread' | 'blocked';

/** A conversation as the list shows it: its latest message, unread count, flags and key. */
export interface Conversation
  extends Omit<ChatListItem, ConversationFlags>,
    Partial<Pick<ChatListItem, ConversationFlags>> {
  /** Key: own full number, hyphen, other full number. */
  key: string;
  /** Newest message time this client marked read (or learnt was read elsewhere), if any. */
  readAt?: number;
}

/** The cached conversation list. */
export interface ChatListData {
  /** Conversations, newest first. */
  conversations: Conversation[];
  /** Newest server time of a message the list is known up to; getChatListByDate asks after it. */
  syncedUntil: number;
  /**
   * The page load whose full getChatList this list includes. A list restored from an earlier page
   * load is loaded in full once, since read state and deletions may have changed elsewhere meanwhile.
   */
  fullLoadId: string | null;
}

/** The side of a conversation a preview needs besides its latest message. */
export type ConversationParties = Pick<
  ChatListItem,
  'ownFullNumber' | 'ownTelCode' | 'ownNumber' | 'otherFullNumber' | 'otherTelCode' | 'otherNumber'
>;

const EMPTY: ChatListData = { conversations: [], syncedUntil: 0, fullLoadId: null };

function newestFirst(conversations: Conversation[]): Conversation[] {
  return conversations.sort((a, b) => b.date - a.date);
}

/** One conversation of the list, if it is there. */
export function findConversation(data: ChatListData | undefined, key: string): Conversation | undefined {
  return data?.conversations.find((conversation) => conversation.key === key);
}

/** What a list merge changed: the new list, and conversations whose latest message is a new incoming one. */
export interface ChatListMerge {
  data: ChatListData;
  /** Conversations whose latest message arrived since the cache last knew them (incoming only). */
  arrivals: Conversation[];
}

/** Options of a merge that comes from a full getChatList answer. */
export interface FullListScope {
  /** Conversations with their latest message at or after this time must be in the answer. */
  windowStart: number;
  /**
   * The list's sync point (newest server time known) when the request was sent: newer entries came
   * in meanwhile (pushes, sends) and the answer may not hold them.
   */
  knownUntil: number;
}

/**
 * Merges server list items into the cached list. An item replaces a cached entry unless the cached
 * one is newer (a live message arrived meanwhile). The server's unread count is taken, except that
 * a conversation this client already marked read up to that message stays at 0. A full answer
 * also drops cached conversations of its window that it no longer has (deleted elsewhere).
 */
export function mergeChatList(
  current: ChatListData | undefined,
  items: readonly ChatListItem[],
  fullLoadId: string,
  full?: FullListScope,
): ChatListMerge {
  const base = current ?? EMPTY;
  const byKey = new Map(base.conversations.map((conversation) => [conversation.key, conversation]));
  if (full) {
    const answered = new Set(items.map((item) => chatKey(item.ownFullNumber, item.otherFullNumber)));
    for (const [key, conversation] of byKey) {
      const inWindow = conversation.date >= full.windowStart && conversation.date <= full.knownUntil;
      if (inWindow && !answered.has(key)) byKey.delete(key);
    }
  }
  const arrivals: Conversation[] = [];
  let syncedUntil = base.syncedUntil;
  for (const item of items) {
    const key = chatKey(item.ownFullNumber, item.otherFullNumber);
    const existing = byKey.get(key);
    syncedUntil = Math.max(syncedUntil, item.date);
    if (existing && existing.date > item.date) continue;
    const readAt = existing?.readAt;
    // Marked unread after this client read it: the server's count (at least 1) holds.
    const unread = readAt !== undefined && item.date <= readAt && !item.markedUnread ? 0 : item.unread;
    const next: Conversation = { ...item, key, unread, ...(readAt === undefined ? {} : { readAt }) };
    const isNew = !existing || (item.date > existing.date && item.smsId !== existing.smsId);
    if (current && isNew && item.direction === 'in') arrivals.push(next);
    byKey.set(key, next);
  }
  return {
    data: { conversations: newestFirst([...byKey.values()]), syncedUntil, fullLoadId },
    arrivals,
  };
}

/**
 * Shows a message as its conversation's latest (moving it to the top) unless the list already has a
 * newer one; creates the conversation when the list does not have it. `confirmed` messages carry
 * server times and move the list's sync point.
 */
export function withLatestMessage(
  current: ChatListData | undefined,
  key: string,
  message: ChatMessage,
  parties: ConversationParties,
  confirmed: boolean,
): ChatListData {
  const base = current ?? EMPTY;
  const existing = findConversation(base, key);
  const syncedUntil = confirmed ? Math.max(base.syncedUntil, message.date) : base.syncedUntil;
  if (existing && existing.date > message.date && existing.smsId !== message.smsId) {
    return { ...base, syncedUntil };
  }
  // A new message brings an archived conversation back, as the server does.
  const next: Conversation = {
    ...parties,
    unread: 0,
    ...existing,
    key,
    ...previewFields(message),
    archived: false,
  };
  const others = base.conversations.filter((conversation) => conversation.key !== key);
  return { ...base, syncedUntil, conversations: newestFirst([next, ...others]) };
}

/** The fields of a conversation that show its latest message. */
export function previewFields(
  message: Pick<ChatMessage, 'date' | 'text' | 'media' | 'type' | 'smsId' | 'direction'>,
) {
  const { date, text, media, type, smsId, direction } = message;
  return { date, text, media, type, smsId, direction };
}

/** Changes one conversation (unread count, read marker); the list is unchanged when it is absent. */
export function withConversationPatch(
  current: ChatListData | undefined,
  key: string,
  patch: (conversation: Conversation) => Partial<Conversation>,
): ChatListData | undefined {
  if (!findConversation(current, key) || !current) return current;
  return {
    ...current,
    conversations: newestFirst(
      current.conversations.map((conversation) =>
        conversation.key === key ? { ...conversation, ...patch(conversation) } : conversation,
      ),
    ),
  };
}

/** One more unread message, counted up to the server's limit. */
export function withOneMoreUnread(current: ChatListData | undefined, key: string) {
  return withConversationPatch(current, key, (conversation) => ({
    unread: Math.min(UNREAD_COUNT_LIMIT, conversation.unread + 1),
  }));
}

/** Marks a conversation read up to a time: 0 unread when that covers its latest message. */
export function withReadMarker(
  current: ChatListData | undefined,
  key: string,
  readAt: number,
  unreadAfter?: number,
) {
  return withConversationPatch(current, key, (conversation) => {
    const marker = Math.max(conversation.readAt ?? 0, readAt);
    // Reading a conversation ends its unread mark (the server clears it too).
    if (marker >= conversation.date) return { readAt: marker, unread: 0, markedUnread: false };
    const unread =
      unreadAfter === undefined ? conversation.unread : Math.min(conversation.unread, unreadAfter);
    return { readAt: marker, unread, markedUnread: false };
  });
}

/** The list without a conversation. */
export function withoutConversation(current: ChatListData | undefined, key: string) {
  if (!current) return current;
  return { ...current, conversations: current.conversations.filter((item) => item.key !== key) };
}

/** Puts a conversation back as it was (a failed delete), unless the list has a newer message for it. */
export function withConversationRestored(current: ChatListData | undefined, conversation: Conversation) {
  const existing = findConversation(current, conversation.key);
  if (existing && existing.date > conversation.date) return current;
  const base = current ?? EMPTY;
  const others = base.conversations.filter((item) => item.key !== conversation.key);
  const restored = { ...conversation, ...existing, ...previewFields(conversation) };
  return { ...base, conversations: newestFirst([restored, ...others]) };
}
