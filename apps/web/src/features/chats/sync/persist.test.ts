import { type ChatMessage, chatKey, MessageStatus } from '@switchboard/protocol';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createCachePersister,
  persistOptions,
  QUERY_CACHE_STORAGE_KEY,
  QUERY_CACHE_VERSION,
  shouldPersistQuery,
} from '../../../app/bootstrap.ts';
import { queryKeys } from '../../../lib/api/keys.ts';
import { CACHE_KEEP_MS, CACHE_MAX_MESSAGES, trimDialogForStorage } from '../../../lib/chatsCache.ts';
import { listItem, seedChatList, seedDialog, textMessage } from '../testing.tsx';
import { type ChatListData, findConversation } from './chatListData.ts';
import { readDialog } from './dialog.ts';
import type { DialogData } from './dialogData.ts';
import { dialogMessages } from './dialogData.ts';
import { chatsKeys } from './keys.ts';

const OWN = '12025550100';
const BOB = '12025550111';
const KEY = chatKey(OWN, BOB);
const NOW = Date.UTC(2025, 5, 1);

function chunk(messages: ChatMessage[], ym: string) {
  return { messages, older: { ym }, firstDate: 1 };
}

/**
 * What a reload gets back: the cache dehydrated with the app's filter, saved through the app's
 * persister (into an in-memory storage instead of IndexedDB), read back and hydrated into a fresh
 * client.
 */
async function reload(source: QueryClient) {
  const stored = new Map<string, string>();
  const persister = createCachePersister({
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  expect(persistOptions(persister).dehydrateOptions?.shouldDehydrateQuery).toBe(shouldPersistQuery);
  const clientState = dehydrate(source, { shouldDehydrateQuery: shouldPersistQuery });
  await persister.persistClient({ buster: QUERY_CACHE_VERSION, timestamp: Date.now(), clientState });
  const restored = await persister.restoreClient();
  const target = new QueryClient();
  if (restored) hydrate(target, restored.clientState);
  return { target, stored: stored.get(QUERY_CACHE_STORAGE_KEY) ?? '' };
}

describe('what survives a reload', () => {
  it('is the chat list with its unread counts and the loaded histories, and nothing else', async () => {
    const client = new QueryClient();
    const now = Date.now();
    seedChatList(client, [listItem(OWN, BOB, textMessage('b', now - 1_000), 7)]);
    seedDialog(client, KEY, [
      textMessage('a', now - 2_000),
      textMessage('b', now - 1_000),
      { ...textMessage('pending', now), status: MessageStatus.sending },
    ]);
    client.setQueryData(queryKeys.virtualPhones, { virtualPhones: [] });
    client.setQueryData(['balance'], 100);

    const { target: restored, stored } = await reload(client);
    expect(stored).toContain('"unread":7');
    expect(findConversation(restored.getQueryData<ChatListData>(chatsKeys.list), KEY)?.unread).toBe(7);
    expect(dialogMessages(readDialog(restored, KEY)).map((message) => message.smsId)).toEqual(['a', 'b']);
    expect(restored.getQueryData(queryKeys.virtualPhones)).toBeUndefined();
    expect(restored.getQueryData(['balance'])).toBeUndefined();
  });

  it('persists only loaded chats and address book queries (by key prefix)', () => {
    const state = (status: 'success' | 'pending' | 'error') => ({ status }) as never;
    expect(shouldPersistQuery({ queryKey: chatsKeys.list, state: state('success') })).toBe(true);
    expect(shouldPersistQuery({ queryKey: chatsKeys.dialog(KEY), state: state('success') })).toBe(true);
    expect(shouldPersistQuery({ queryKey: chatsKeys.list, state: state('pending') })).toBe(false);
    expect(shouldPersistQuery({ queryKey: chatsKeys.list, state: state('error') })).toBe(false);
    expect(shouldPersistQuery({ queryKey: queryKeys.virtualPhones, state: state('success') })).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['balance'], state: state('success') })).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['contacts'], state: state('success') })).toBe(true);
  });

  it('leaves out messages still being sent, keeps whole newest pages up to about 1000 messages', () => {
    const pending = { ...textMessage('p', NOW), status: MessageStatus.sending };
    const page = (start: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        textMessage(`m${start + index}`, NOW - (start + index) * 1_000),
      );
    const data: DialogData = {
      pages: [
        chunk([...page(0, 600), pending], '2025-04'),
        chunk(page(600, 600), '2025-03'),
        chunk(page(1200, 10), '2025-02'),
      ],
      pageParams: [{ kind: 'newest' }, { kind: 'older', ym: '2025-05' }, { kind: 'older', ym: '2025-04' }],
    };
    const trimmed = trimDialogForStorage(data, NOW);
    expect(trimmed?.pages).toHaveLength(2);
    expect(trimmed?.pageParams).toEqual(data.pageParams.slice(0, 2));
    expect(trimmed?.pages[0]?.messages.some((message) => message.smsId === 'p')).toBe(false);
    expect(CACHE_MAX_MESSAGES).toBe(1000);
  });

  it('drops a history whose newest message is older than about 4 months', () => {
    const data: DialogData = {
      pages: [chunk([textMessage('old', NOW - CACHE_KEEP_MS - 1)], '2025-01')],
      pageParams: [{ kind: 'newest' }],
    };
    expect(trimDialogForStorage(data, NOW)).toBeNull();
    expect(trimDialogForStorage(data, NOW - 2)).not.toBeNull();
  });
});
