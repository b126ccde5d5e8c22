import type { ChatListItem } from '@switchboard/protocol';
import { readStorage, removeStorage, StorageKey, writeStorage } from '../../../lib/storage.ts';
import { useChats } from '../state/chatStore.ts';
import { getChatList, getChatListByDate } from './api.ts';

let loadedThisPage = false;
let inflight: Promise<void> | null = null;

/** The stored chat refresh time (latest message time the list is known up to), 0 when none. */
export function chatRefreshTime(): number {
  const value = Number(readStorage(StorageKey.chatRefreshTime));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Moves the stored chat refresh time forward to a message's time. */
export function bumpChatRefreshTime(date: number): void {
  if (date > chatRefreshTime()) writeStorage(StorageKey.chatRefreshTime, String(date));
}

/** True once the full list was loaded on this page; later refreshes only ask for what is new. */
export function chatListLoaded(): boolean {
  return loadedThisPage;
}

async function load(): Promise<void> {
  const since = chatRefreshTime();
  const items: ChatListItem[] =
    loadedThisPage && since > 0 ? await getChatListByDate(since) : await getChatList();
  useChats.getState().mergeConversations(items);
  loadedThisPage = true;
  for (const item of items) bumpChatRefreshTime(item.date);
}

/**
 * Refreshes the conversation list: the last 4 months the first time on this page, afterwards only
 * conversations with messages since the stored refresh time. Concurrent calls share one request.
 */
export function refreshChatList(): Promise<void> {
  inflight ??= load().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** Forgets the list state (logout). */
export function resetChatList(): void {
  loadedThisPage = false;
  inflight = null;
  removeStorage(StorageKey.chatRefreshTime);
}
