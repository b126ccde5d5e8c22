import { apiUrl, chatKey, type ReceiveMessagePayload, SocketEvent } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchServerEvent } from '../../../lib/socket/dispatch.ts';
import { announceConnected, clearEventBus } from '../../../lib/socket/events.ts';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { useChats } from '../state/chatStore.ts';
import { useChatView } from '../state/viewStore.ts';
import { cachedList, createChatsCache, FakeChatsServer, seedDialog, textMessage } from '../testing.tsx';
import { RECONNECT_JITTER_MS, reconnectDelay, resyncDelay, startChatsBackground } from './background.ts';
import { chatListQueryOptions } from './chatList.ts';
import { findConversation } from './chatListData.ts';
import { dialogQueryOptions, readDialog } from './dialog.ts';
import { dialogMessages } from './dialogData.ts';
import { NOTIFY_DELAY_MS } from './notify.ts';

const OWN = '12025550100';
const BOB = '12025550111';
const CAROL = '12025550122';
const BOB_KEY = chatKey(OWN, BOB);
const now = Date.now();

let client: QueryClient;
let server: FakeChatsServer;
let stop: () => void;
let shown: { title: string; body: string }[];

class FakeNotification {
  static permission = 'granted';
  onclick: (() => void) | null = null;
  constructor(title: string, options: { body: string }) {
    shown.push({ title, body: options.body });
  }
  close() {}
}

function push(from: string, smsId: string, time: number, text = smsId): ReceiveMessagePayload {
  return {
    direction: 'in',
    fromNumber: from,
    toNumber: OWN,
    fromPhone: from.slice(1),
    toPhone: OWN.slice(1),
    fromTelCode: '1',
    toTelCode: '1',
    msgType: 'sms',
    text,
    media: '',
    smsId,
    time,
    status: 0,
    retmsg: '',
  };
}

const unreadOf = (other: string) => findConversation(cachedList(client), chatKey(OWN, other))?.unread;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  setupRuntime('pingme', 'en');
  useChats.getState().reset();
  shown = [];
  vi.stubGlobal('Notification', FakeNotification);
  vi.spyOn(document, 'hasFocus').mockReturnValue(false);
  server = new FakeChatsServer(OWN);
  stubFetch((path, init, url) => server.handle(path, init, url) ?? envelope(0, null));
  server.add(BOB, textMessage('b1', now - 60_000));
  client = createChatsCache();
  stop = startChatsBackground();
  await vi.waitFor(() => expect(cachedList(client)?.conversations).toHaveLength(1));
});
afterEach(() => {
  stop();
  clearEventBus();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reconnect delays', () => {
  it('refreshes at once after a ping timeout, after a random delay of up to 60 s when the server closed', () => {
    expect(reconnectDelay(false)).toBe(0);
    expect(reconnectDelay(true, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(true, () => 0.999_999)).toBeLessThan(RECONNECT_JITTER_MS);
  });

  it('spreads the catch-up a server resync asks for over its jitter, and ignores a malformed payload', () => {
    expect(resyncDelay({ jitterMs: 30_000 }, () => 0.5)).toBe(15_000);
    expect(resyncDelay({ jitterMs: 30_000 }, () => 0.999_999)).toBeLessThan(30_000);
    expect(resyncDelay({ jitterMs: 0 }, () => 0.7)).toBe(0);
    expect(resyncDelay({ jitterMs: -5 }, () => 0.5)).toBe(0);
    expect(resyncDelay('nonsense', () => 0.5)).toBe(0);
  });
});

describe('pushed messages', () => {
  it('go into the cache through the event bus, counted unread and notified', async () => {
    dispatchServerEvent(SocketEvent.receiveMessage, push(CAROL, 'c1', now - 1_000, 'hello there'));
    expect(cachedList(client)?.conversations[0]).toMatchObject({ otherFullNumber: CAROL, unread: 1 });
    await vi.advanceTimersByTimeAsync(NOTIFY_DELAY_MS);
    expect(shown).toEqual([{ title: '+1 202 555 0122', body: 'hello there' }]);
  });

  it('a read elsewhere (readStateChanged) clears the conversation’s count', () => {
    expect(unreadOf(BOB)).toBe(1);
    dispatchServerEvent(SocketEvent.readStateChanged, {
      ownFullNumber: OWN,
      otherFullNumber: BOB,
      readAt: now,
    });
    expect(unreadOf(BOB)).toBe(0);
  });

  it('a transcript made on arrival (voicemailTranscribed) shows on the cached voicemail', async () => {
    const voicemail = { ...textMessage('v1', now - 500, 'in', ''), type: 'voicemail' as const };
    seedDialog(client, BOB_KEY, [voicemail]);
    useChatView.getState().setStt('v1', 'failed');
    dispatchServerEvent(SocketEvent.voicemailTranscribed, {
      ownFullNumber: OWN,
      otherFullNumber: BOB,
      smsId: 'v1',
      stt: 'call me back about Friday',
    });
    expect(dialogMessages(readDialog(client, BOB_KEY)).find((message) => message.smsId === 'v1')?.stt).toBe(
      'call me back about Friday',
    );
    expect(useChatView.getState().stt.v1).toBeUndefined();
  });
});

describe('catching up after a reconnect', () => {
  it('after a reconnect that was not recovered: what arrived meanwhile is unread and notified once', async () => {
    useChats.getState().select(BOB_KEY);
    await client.fetchInfiniteQuery(dialogQueryOptions(BOB_KEY));
    // While the socket was away: two messages from Bob, one from Carol; no pushes came.
    server.add(BOB, textMessage('b2', now - 3_000));
    server.add(BOB, textMessage('b3', now - 2_000, 'in', 'are you there?'));
    server.add(CAROL, textMessage('c1', now - 1_000, 'in', 'hi from Carol'));

    announceConnected({ reconnect: true, recovered: false, serverClosed: false });
    await vi.waitFor(() => expect(unreadOf(CAROL)).toBe(1));
    expect(unreadOf(BOB)).toBe(3);
    expect(server.calls('getChatListByDate')[0]?.searchParams.get('since')).toBe(String(now - 60_000));
    // The open conversation's history caught up too.
    await vi.waitFor(() =>
      expect(dialogMessages(readDialog(client, BOB_KEY)).map((message) => message.smsId)).toEqual([
        'b1',
        'b2',
        'b3',
      ]),
    );
    await vi.advanceTimersByTimeAsync(NOTIFY_DELAY_MS);
    expect(shown).toEqual([
      { title: '+1 202 555 0122', body: 'hi from Carol' },
      { title: '+1 202 555 0111', body: 'are you there?' },
    ]);

    // The same messages pushed late (a replay) and a second catch-up notify and count nothing more.
    dispatchServerEvent(SocketEvent.receiveMessage, push(CAROL, 'c1', now - 1_000, 'hi from Carol'));
    announceConnected({ reconnect: true, recovered: false, serverClosed: false });
    await vi.waitFor(() => expect(server.calls('getChatListByDate')).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(NOTIFY_DELAY_MS);
    expect(shown).toHaveLength(2);
    expect(unreadOf(CAROL)).toBe(1);
  });

  it('waits the spec’s jittered delay when the server closed the connection', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    server.add(CAROL, textMessage('c1', now - 1_000));
    announceConnected({ reconnect: true, recovered: false, serverClosed: true });
    await vi.advanceTimersByTimeAsync(RECONNECT_JITTER_MS / 2 - 1);
    expect(server.calls('getChatListByDate')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(server.calls('getChatListByDate')).toHaveLength(1));
  });

  it('does nothing after a recovered reconnect (the missed pushes were replayed)', async () => {
    announceConnected({ reconnect: true, recovered: true, serverClosed: true });
    await vi.advanceTimersByTimeAsync(RECONNECT_JITTER_MS);
    expect(server.calls('getChatListByDate')).toHaveLength(0);
    expect(server.calls('getChatList')).toHaveLength(1);
  });

  it('the first connect finds a message stored after the list was read and before the socket joined', async () => {
    server.add(CAROL, textMessage('c1', now - 1_000, 'in', 'sent while connecting'));
    announceConnected({ reconnect: false, recovered: false, serverClosed: false });
    await vi.waitFor(() => expect(unreadOf(CAROL)).toBe(1));
    expect(server.calls('getChatListByDate')).toHaveLength(1);
    expect(server.calls('getChatList')).toHaveLength(1);
  });

  it('keeps a message pushed while the first list load is under way, when that load was read before it', async () => {
    client.removeQueries({ queryKey: chatListQueryOptions().queryKey });
    let answerList = () => {};
    const listAnswered = new Promise<void>((resolve) => {
      answerList = resolve;
    });
    stubFetch(async (path, init, url) => {
      const answer = server.handle(path, init, url) ?? envelope(0, null);
      if (path === apiUrl('getChatList')) await listAnswered;
      return answer;
    });
    const load = client.fetchQuery(chatListQueryOptions());
    await vi.waitFor(() => expect(server.calls('getChatList')).toHaveLength(2));
    // Stored after the server read the list, pushed before the list's answer arrives.
    server.add(CAROL, textMessage('c1', now - 1_000, 'in', 'sent while loading'));
    dispatchServerEvent(SocketEvent.receiveMessage, push(CAROL, 'c1', now - 1_000, 'sent while loading'));
    answerList();
    await load;
    expect(findConversation(cachedList(client), chatKey(OWN, CAROL))?.text).toBe('sent while loading');
    announceConnected({ reconnect: false, recovered: false, serverClosed: false });
    await vi.waitFor(() => expect(server.calls('getChatListByDate')).toHaveLength(1));
    await vi.waitFor(() => expect(unreadOf(CAROL)).toBe(1));
  });

  it('loads the list in full when it never loaded on this page', async () => {
    client.removeQueries({ queryKey: chatListQueryOptions().queryKey });
    announceConnected({ reconnect: true, recovered: false, serverClosed: false });
    await vi.waitFor(() => expect(server.calls('getChatList')).toHaveLength(2));
    expect(server.calls('getChatListByDate')).toHaveLength(0);
  });
});
