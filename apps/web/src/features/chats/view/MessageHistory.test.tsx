import { addMonthsToKey, apiUrl, chatKey, monthKeyOf, monthRange } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { envelope, setupRuntime } from '../../../test/helpers.tsx';
import { useChatView } from '../state/viewStore.ts';
import { OLDER_PAGE_SIZE } from '../sync/dialog.ts';
import { createChatsCache, FakeChatsServer, renderWithCache, textMessage } from '../testing.tsx';
import { MessageList } from './MessageList.tsx';

const OWN = '12025550100';
const BOB = '12025550111';
const KEY = chatKey(OWN, BOB);
const DAY = 86_400_000;

/** The middle of the month `back` months before the current one (UTC). */
function inMonth(back: number, minute = 0): number {
  return monthRange(addMonthsToKey(monthKeyOf(Date.now()), -back)).from + 9 * DAY + minute * 60_000;
}

let server: FakeChatsServer;
let client: QueryClient;
/** Requests the test holds back until it lets them through. */
let gate: Promise<void> | null = null;

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (gate && url.pathname === apiUrl('getDialogList')) await gate;
      return server.handle(url.pathname, init, url) ?? envelope(0, null);
    }),
  );
}

const shownIds = () => screen.queryAllByTestId('message').map((node) => node.dataset.smsId);
const monthsAsked = () => server.calls('getDialogList').map((url) => url.searchParams.get('ym'));

beforeEach(() => {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  useChatView.getState().reset();
  server = new FakeChatsServer(OWN);
  client = createChatsCache();
  gate = null;
  stubServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('history without an end', () => {
  it('pages back month by month, skipping empty months, until the first message, and asks no further', async () => {
    // Now, 6 months back (more than one page), 9 months back (the first message); nothing between.
    server.add(BOB, textMessage('now1', inMonth(0)));
    const older = Array.from({ length: OLDER_PAGE_SIZE + 50 }, (_, index) =>
      textMessage(`six${String(index).padStart(3, '0')}`, inMonth(6, index)),
    );
    for (const message of older) server.add(BOB, message);
    server.add(BOB, textMessage('first', inMonth(9)));
    // happy-dom lays nothing out, so the view never fills and keeps asking for older pages itself.
    renderWithCache(<MessageList chatKey={KEY} />, client);

    await waitFor(() => expect(shownIds()[0]).toBe('first'), { timeout: 5_000 });
    expect(shownIds()).toHaveLength(1 + older.length + 1);
    const months = monthsAsked();
    const firstYm = monthKeyOf(inMonth(9));
    // The first load: the current month and 3 older (4, 3, 2, 1); then one month at a time back.
    expect(months.slice(0, 4)).toEqual([
      monthKeyOf(inMonth(0)),
      monthKeyOf(inMonth(1)),
      monthKeyOf(inMonth(2)),
      monthKeyOf(inMonth(3)),
    ]);
    expect(months).toContain(monthKeyOf(inMonth(6)));
    expect(months.at(-1)).toBe(firstYm);
    expect(months).not.toContain(addMonthsToKey(firstYm, -1));
    // The month with more than a page was read in two pages, the second from the cursor.
    const sixth = server
      .calls('getDialogList')
      .filter((url) => url.searchParams.get('ym') === monthKeyOf(inMonth(6)));
    expect(sixth.map((url) => url.searchParams.get('startTime') !== null)).toEqual([false, true]);
    expect(screen.queryByTestId('messages-loading-older')).toBeNull();
  });

  it('loads older history when the reader scrolls near the top, with a loading row meanwhile', async () => {
    server.add(BOB, textMessage('recent', Date.now() - DAY / 24));
    server.add(BOB, textMessage('old', inMonth(5)));
    // A tall view: it does not page back by itself.
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(5_000);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    renderWithCache(<MessageList chatKey={KEY} />, client);
    await waitFor(() => expect(shownIds()).toEqual(['recent']));
    expect(monthsAsked()).toHaveLength(4);

    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const view = screen.getByTestId('message-list');
    view.scrollTop = 100;
    fireEvent.scroll(view);
    expect(await screen.findByTestId('messages-loading-older')).toBeTruthy();
    open();
    await waitFor(() => expect(shownIds()).toEqual(['old', 'recent']));
    expect(screen.queryByTestId('messages-loading-older')).toBeNull();
  });
});
