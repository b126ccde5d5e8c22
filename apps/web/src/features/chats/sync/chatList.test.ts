import { addMonths } from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { cachedList, createChatsCache, FakeChatsServer, listItem, textMessage } from '../testing.tsx';
import { chatListQueryOptions, PAGE_LOAD_ID } from './chatList.ts';
import { mergeChatList } from './chatListData.ts';
import { chatsKeys } from './keys.ts';

const OWN = '12025550100';
const BOB = '12025550111';
const CAROL = '12025550122';
const now = Date.now();

let server: FakeChatsServer;
beforeEach(() => {
  setupRuntime('pingme', 'en');
  server = new FakeChatsServer(OWN);
  stubFetch((path, init, url) => server.handle(path, init, url) ?? envelope(0, null));
});
afterEach(() => vi.unstubAllGlobals());

const load = (client = createChatsCache()) => client.fetchQuery({ ...chatListQueryOptions(), staleTime: 0 });

describe('the conversation list', () => {
  it('loads 4 months first, then only what changed since the newest message known, merged in', async () => {
    server.add(BOB, textMessage('b1', now - 5_000));
    server.add(CAROL, textMessage('c1', now - 4_000, 'out'));
    const client = createChatsCache();
    await load(client);
    const [first] = server.calls('getChatList');
    expect(first?.searchParams.get('months')).toBe('4');
    expect(cachedList(client)?.conversations.map((item) => item.otherFullNumber)).toEqual([CAROL, BOB]);

    server.add(BOB, textMessage('b2', now - 1_000, 'in', 'latest'));
    await load(client);
    const [second] = server.calls('getChatListByDate');
    expect(second?.searchParams.get('since')).toBe(String(now - 4_000));
    expect(cachedList(client)?.conversations.map((item) => [item.otherFullNumber, item.text])).toEqual([
      [BOB, 'latest'],
      [CAROL, 'c1'],
    ]);
    expect(server.calls('getChatList')).toHaveLength(1);
  });

  it('takes each conversation’s unread count from the server', async () => {
    server.add(BOB, textMessage('b1', now - 3_000));
    server.add(BOB, textMessage('b2', now - 2_000));
    server.add(CAROL, textMessage('c1', now - 1_000, 'out'));
    const client = createChatsCache();
    await load(client);
    const unread = Object.fromEntries(
      cachedList(client)!.conversations.map((item) => [item.otherFullNumber, item.unread]),
    );
    expect(unread).toEqual({ [BOB]: 2, [CAROL]: 0 });
  });

  it('shares one request between concurrent loads', async () => {
    const client = createChatsCache();
    await Promise.all([load(client), load(client)]);
    expect(server.requests).toHaveLength(1);
  });

  it('loads a list restored from an earlier page load in full once, dropping what was deleted elsewhere', async () => {
    server.add(BOB, textMessage('b1', now - 5_000));
    const client = createChatsCache();
    const old = addMonths(now, -6);
    const restored = mergeChatList(
      undefined,
      [
        listItem(OWN, CAROL, textMessage('c1', now - 60_000), 4),
        listItem(OWN, '12025550133', textMessage('d1', old)),
      ],
      'an earlier page load',
    ).data;
    client.setQueryData(chatsKeys.list, restored);
    await load(client);
    expect(server.calls('getChatList')).toHaveLength(1);
    const list = cachedList(client)!;
    // Carol's conversation is within the 4 months and no longer on the server; the older one is kept.
    expect(list.conversations.map((item) => item.otherFullNumber)).toEqual([BOB, '12025550133']);
    expect(list.fullLoadId).toBe(PAGE_LOAD_ID);
  });

  it('keeps a conversation this client marked read at 0 when an older answer still counts it', () => {
    const item = listItem(OWN, BOB, textMessage('b1', 10), 2);
    const marked = mergeChatList(undefined, [item], PAGE_LOAD_ID).data;
    marked.conversations[0]!.readAt = 10;
    marked.conversations[0]!.unread = 0;
    expect(mergeChatList(marked, [item], PAGE_LOAD_ID).data.conversations[0]?.unread).toBe(0);
    const newer = listItem(OWN, BOB, textMessage('b2', 11), 3);
    expect(mergeChatList(marked, [newer], PAGE_LOAD_ID).data.conversations[0]?.unread).toBe(3);
  });

  it('keeps a conversation a push brought while the full list was being read', () => {
    const before = mergeChatList(
      undefined,
      [listItem(OWN, BOB, textMessage('b1', 100))],
      'an earlier page load',
    );
    const pushed = mergeChatList(
      before.data,
      [listItem(OWN, CAROL, textMessage('c1', 300), 1)],
      'an earlier page load',
    );
    const full = { windowStart: 0, knownUntil: before.data.syncedUntil };
    const merged = mergeChatList(
      pushed.data,
      [listItem(OWN, BOB, textMessage('b1', 100))],
      PAGE_LOAD_ID,
      full,
    );
    expect(merged.data.conversations.map((item) => item.otherFullNumber)).toEqual([CAROL, BOB]);
  });
});
