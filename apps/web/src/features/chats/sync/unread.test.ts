import type { ReceiveMessagePayload } from '@switchboard/protocol';
import { chatKey, UNREAD_BADGE_CAP } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import {
  cachedList,
  createChatsCache,
  FakeChatsServer,
  listItem,
  seedChatList,
  seedDialog,
  textMessage,
} from '../testing.tsx';
import { findConversation } from './chatListData.ts';
import { readDialog } from './dialog.ts';
import { dialogMessages } from './dialogData.ts';
import { handleReceiveMessage, toIncoming } from './incoming.ts';
import {
  applyReadState,
  markConversationRead,
  shouldCountUnread,
  type UnreadContext,
  unreadLabel,
} from './unread.ts';

const OWN = '12025550100';
const OTHER = '12025550111';
const KEY = chatKey(OWN, OTHER);
const watching: UnreadContext = {
  chatsTabOpen: true,
  windowFocused: true,
  nearBottom: true,
  selectedKey: KEY,
};
const away = () => ({ ...watching, chatsTabOpen: false });

let sequence = 0;
function payload(overrides: Partial<ReceiveMessagePayload> = {}): ReceiveMessagePayload {
  sequence += 1;
  return {
    direction: 'in',
    fromNumber: OTHER,
    toNumber: OWN,
    fromPhone: '2025550111',
    toPhone: '2025550100',
    fromTelCode: '1',
    toTelCode: '1',
    msgType: 'sms',
    text: 'hello',
    media: '',
    smsId: `s${sequence}`,
    time: 1_000 + sequence,
    status: 0,
    retmsg: '',
    ...overrides,
  };
}

let client: QueryClient;
let server: FakeChatsServer;
const unreadOf = () => findConversation(cachedList(client), KEY)?.unread;

beforeEach(() => {
  setupRuntime('pingme', 'en');
  server = new FakeChatsServer(OWN);
  stubFetch((path, init, url) => server.handle(path, init, url) ?? envelope(0, null));
  client = createChatsCache();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('unread rule', () => {
  it('does not count only when the tab is open, the window focused, near the bottom and it is that chat', () => {
    expect(shouldCountUnread(KEY, watching)).toBe(false);
    expect(shouldCountUnread(KEY, { ...watching, chatsTabOpen: false })).toBe(true);
    expect(shouldCountUnread(KEY, { ...watching, windowFocused: false })).toBe(true);
    expect(shouldCountUnread(KEY, { ...watching, nearBottom: false })).toBe(true);
    expect(shouldCountUnread(KEY, { ...watching, selectedKey: `${OWN}-1999` })).toBe(true);
    expect(shouldCountUnread(KEY, { ...watching, selectedKey: null })).toBe(true);
  });

  it('labels 99 as 99, and only counts above it as 99+', () => {
    expect(UNREAD_BADGE_CAP).toBe(99);
    expect(unreadLabel(7)).toBe('7');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
    expect(unreadLabel(1000)).toBe('99+');
  });
});

describe('an incoming message', () => {
  it('goes into the cache: its conversation moves to the top and its history gains it', () => {
    seedChatList(client, [
      listItem(OWN, OTHER, textMessage('a', 10)),
      listItem(OWN, '12025550122', textMessage('b', 20)),
    ]);
    seedDialog(client, KEY, [textMessage('a', 10)]);
    const incoming = toIncoming(payload({ text: 'latest', smsId: 'abc12345', time: 42 }));
    expect(incoming.key).toBe(KEY);
    handleReceiveMessage(client, payload({ text: 'latest', smsId: 'abc12345', time: 42 }), away);
    expect(cachedList(client)?.conversations[0]).toMatchObject({ key: KEY, text: 'latest', date: 42 });
    expect(dialogMessages(readDialog(client, KEY)).map((message) => message.smsId)).toEqual([
      'a',
      'abc12345',
    ]);
  });

  it('counts one unread per message when the rule says so, once even when pushed twice', () => {
    seedChatList(client, [listItem(OWN, OTHER, textMessage('a', 10), 1)]);
    const first = payload();
    handleReceiveMessage(client, first, away);
    handleReceiveMessage(client, first, away);
    handleReceiveMessage(client, payload(), away);
    expect(unreadOf()).toBe(3);
    expect(server.readCalls).toEqual([]);
  });

  it('is marked read on the server when the reader is looking at it, and counts nothing', async () => {
    seedChatList(client, [listItem(OWN, OTHER, textMessage('a', 10))]);
    handleReceiveMessage(client, payload({ time: 5_000 }), () => watching);
    expect(unreadOf()).toBe(0);
    await vi.waitFor(() =>
      expect(server.readCalls).toEqual([{ ownFullNumber: OWN, otherFullNumber: OTHER, readAt: 5_000 }]),
    );
  });

  it('does not count own sends from another tab', () => {
    seedChatList(client, [listItem(OWN, OTHER, textMessage('a', 10))]);
    handleReceiveMessage(client, payload({ direction: 'out', fromNumber: OWN, toNumber: OTHER }), away);
    expect(unreadOf()).toBe(0);
    expect(cachedList(client)?.conversations[0]?.direction).toBe('out');
  });
});

describe('read state', () => {
  it('opening a conversation with unread messages marks it read up to its newest message', async () => {
    seedChatList(client, [listItem(OWN, OTHER, textMessage('a', 700), 5)]);
    seedDialog(client, KEY, [textMessage('a', 700), textMessage('b', 900)]);
    markConversationRead(client, KEY);
    expect(unreadOf()).toBe(0);
    await vi.waitFor(() =>
      expect(server.readCalls).toEqual([{ ownFullNumber: OWN, otherFullNumber: OTHER, readAt: 900 }]),
    );
    markConversationRead(client, KEY);
    expect(server.calls('markChatRead')).toHaveLength(1);
  });

  it('another tab reading up to the latest message clears the count; reading less leaves what is after', () => {
    seedChatList(client, [listItem(OWN, OTHER, textMessage('c', 300), 3)]);
    applyReadState(client, { ownFullNumber: OWN, otherFullNumber: OTHER, readAt: 100 });
    expect(unreadOf()).toBe(3);
    seedDialog(client, KEY, [textMessage('a', 100), textMessage('b', 200), textMessage('c', 300)]);
    applyReadState(client, { ownFullNumber: OWN, otherFullNumber: OTHER, readAt: 200 });
    expect(unreadOf()).toBe(1);
    applyReadState(client, { ownFullNumber: OWN, otherFullNumber: OTHER, readAt: 300 });
    expect(unreadOf()).toBe(0);
  });
});

describe('desktop notifications', () => {
  it('notify after 1 s when the window is not focused, never for verification codes', () => {
    vi.useFakeTimers();
    const shown: { title: string; body: string }[] = [];
    class FakeNotification {
      static permission = 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body: string }) {
        shown.push({ title, body: options.body });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const unfocused = () => ({ ...watching, windowFocused: false });

    handleReceiveMessage(client, payload({ text: 'ping' }), unfocused);
    handleReceiveMessage(client, payload({ msgType: 'verificationCode', text: 'code 1234' }), unfocused);
    vi.advanceTimersByTime(999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([{ title: '+1 202 555 0111', body: 'ping' }]);
  });
});
