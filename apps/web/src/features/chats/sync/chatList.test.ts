import type { ChatListItem } from '@switchboard/protocol';
import { apiUrl } from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { useChats } from '../state/chatStore.ts';
import { catchUp, RECONNECT_JITTER_MS, reconnectDelay, resyncDelay } from './background.ts';
import { chatRefreshTime, refreshChatList, resetChatList } from './chatList.ts';

function item(other: string, date: number): ChatListItem {
  return {
    ownFullNumber: '12025550100',
    ownTelCode: '1',
    ownNumber: '2025550100',
    otherFullNumber: other,
    otherTelCode: '1',
    otherNumber: other.slice(1),
    date,
    text: `at ${date}`,
    media: '',
    type: 'sms',
    smsId: `s${date}`,
    direction: 'in',
  };
}

function stub(pages: Record<string, ChatListItem[]>) {
  return stubFetch((path) => {
    if (path === apiUrl('getChatList')) return envelope(0, { chatList: pages.full ?? [] });
    if (path === apiUrl('getChatListByDate')) return envelope(0, { chatList: pages.since ?? [] });
    if (path === apiUrl('getDialogList')) return envelope(0, { dialogList: [], nextStartTime: null });
    return envelope(0, null);
  });
}

const calls = (fetchMock: ReturnType<typeof stub>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

beforeEach(() => {
  setupRuntime('pingme', 'en');
  useChats.getState().reset();
  resetChatList();
});
afterEach(() => vi.unstubAllGlobals());

describe('chat list refresh', () => {
  it('loads 4 months first, then only what changed since the stored refresh time', async () => {
    const fetchMock = stub({ full: [item('12025550111', 5_000), item('12025550122', 7_000)] });
    await refreshChatList();
    const [first] = calls(fetchMock);
    expect(first?.pathname).toBe(apiUrl('getChatList'));
    expect(first?.searchParams.get('months')).toBe('4');
    expect(chatRefreshTime()).toBe(7_000);
    expect(Object.keys(useChats.getState().conversations)).toHaveLength(2);

    const later = stub({ since: [item('12025550111', 9_000)] });
    await refreshChatList();
    const [second] = calls(later);
    expect(second?.pathname).toBe(apiUrl('getChatListByDate'));
    expect(second?.searchParams.get('since')).toBe('7000');
    expect(useChats.getState().conversations['12025550100-12025550111']?.text).toBe('at 9000');
    expect(chatRefreshTime()).toBe(9_000);
  });

  it('shares one request between concurrent refreshes', async () => {
    const fetchMock = stub({ full: [] });
    await Promise.all([refreshChatList(), refreshChatList()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('reconnect', () => {
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

  it('catches up since the last update (and the open conversation) only once the list was loaded', async () => {
    const before = stub({});
    await catchUp();
    expect(before).not.toHaveBeenCalled();

    stub({ full: [item('12025550111', 5_000)] });
    await refreshChatList();
    useChats.getState().select('12025550100-12025550111');
    const fetchMock = stub({ since: [item('12025550111', 6_000)] });
    await catchUp();
    expect(calls(fetchMock).map((url) => url.pathname)).toEqual([
      apiUrl('getChatListByDate'),
      ...Array(4).fill(apiUrl('getDialogList')),
    ]);
  });
});
