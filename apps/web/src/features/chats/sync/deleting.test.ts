import { apiUrl, chatKey } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { useChats } from '../state/chatStore.ts';
import { useChatView } from '../state/viewStore.ts';
import {
  cachedList,
  createChatsCache,
  listItem,
  seedChatList,
  seedDialog,
  textMessage,
} from '../testing.tsx';
import { deleteConversation, deleteMessages, withRetry } from './deleting.ts';
import { readDialog } from './dialog.ts';
import { dialogMessages } from './dialogData.ts';
import { chatsKeys } from './keys.ts';

const OWN = '12025550100';
const BOB = '12025550111';
const KEY = chatKey(OWN, BOB);

let client: QueryClient;
const held = () => dialogMessages(readDialog(client, KEY)).map((message) => message.smsId);

beforeEach(() => {
  setupRuntime('pingme', 'en');
  useChats.getState().reset();
  useChatView.getState().reset();
  client = createChatsCache();
  seedChatList(client, [listItem(OWN, BOB, textMessage('b', 2), 1)]);
  seedDialog(client, KEY, [textMessage('a', 1), textMessage('b', 2)]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('delete retry', () => {
  it('tries once more after a failure or a false answer, and no more', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn().mockRejectedValue(new Error('down'));
    expect(await withRetry(failing)).toBe(false);
    expect(failing).toHaveBeenCalledTimes(2);
    const falseThenTrue = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    expect(await withRetry(falseThenTrue)).toBe(true);
    expect(falseThenTrue).toHaveBeenCalledTimes(2);
    const ok = vi.fn().mockResolvedValue(true);
    expect(await withRetry(ok)).toBe(true);
    expect(ok).toHaveBeenCalledTimes(1);
  });

  it('a message disappears at once and delSms gets its id and date, retried once on failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const fetchMock = stubFetch((path) => {
      if (path !== apiUrl('delSms')) return envelope(0, null);
      calls += 1;
      return calls === 1 ? envelope(900000, null, '', 500) : envelope(0, { deleted: 1 });
    });
    const done = deleteMessages(client, KEY, ['a']);
    expect(held()).toEqual(['b']);
    expect(await done).toBe(true);
    expect(calls).toBe(2);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
    expect(JSON.parse(url.searchParams.get('sms')!)).toEqual([{ smsId: 'a', date: 1 }]);
    expect(useChatView.getState().notice).toBeNull();
  });

  it('a history fetch already under way when a message is deleted does not bring it back', async () => {
    stubFetch(() => envelope(0, { deleted: 1 }));
    const before = readDialog(client, KEY);
    let answer: (data: typeof before) => void = () => undefined;
    // A reconnect's catch-up that the server answered before the delete (it still holds 'a').
    const catchUp = client
      .fetchQuery({
        queryKey: chatsKeys.dialog(KEY),
        queryFn: () => new Promise<typeof before>((resolve) => (answer = resolve)),
        staleTime: 0,
      })
      .catch(() => undefined);
    const done = deleteMessages(client, KEY, ['a']);
    answer(before);
    await catchUp;
    expect(await done).toBe(true);
    expect(held()).toEqual(['b']);
  });

  it('deleting the latest message shows the one before as the conversation’s preview', async () => {
    stubFetch(() => envelope(0, { deleted: 1 }));
    await deleteMessages(client, KEY, ['b']);
    expect(cachedList(client)?.conversations[0]).toMatchObject({ smsId: 'a', date: 1, unread: 1 });
  });

  it('a message the server refuses to delete twice comes back, with a notice saying so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => envelope(900000, null, '', 500));
    const done = deleteMessages(client, KEY, ['b']);
    expect(held()).toEqual(['a']);
    expect(await done).toBe(false);
    expect(held()).toEqual(['a', 'b']);
    expect(cachedList(client)?.conversations[0]).toMatchObject({ smsId: 'b', date: 2 });
    expect(useChatView.getState().notice).toBe('deleteFailed');
  });

  it('a conversation disappears at once and delSms gets from and to', async () => {
    const fetchMock = stubFetch(() => envelope(0, { deleted: 2 }));
    useChats.getState().select(KEY);
    const done = deleteConversation(client, KEY);
    expect(cachedList(client)?.conversations).toEqual([]);
    expect(readDialog(client, KEY)).toBeUndefined();
    expect(useChats.getState().selectedKey).toBeNull();
    expect(await done).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual([OWN, BOB]);
  });

  it('a conversation the server refuses to delete twice comes back with its history and a notice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => envelope(900000, null, '', 500));
    expect(await deleteConversation(client, KEY)).toBe(false);
    expect(cachedList(client)?.conversations.map((item) => item.key)).toEqual([KEY]);
    expect(held()).toEqual(['a', 'b']);
    expect(useChatView.getState().notice).toBe('deleteConversationFailed');
  });
});
