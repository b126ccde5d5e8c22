import { apiUrl, type ConversationState } from '@switchboard/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import {
  cachedList,
  createChatsCache,
  listItem,
  renderWithCache,
  seedChatList,
  textMessage,
} from '../testing.tsx';
import { ConversationList } from './ConversationList.tsx';
import { useListView } from './listViewStore.ts';

const OWN = '12025550100';
const BOB = '12025550111';
const CAROL = '12025550122';

/** The server's answer: the conversation with Bob in the state the body asked for. */
function stateAnswer(body: Record<string, unknown>): ConversationState {
  return {
    ownFullNumber: OWN,
    otherFullNumber: BOB,
    archived: body.archived === true,
    muted: body.muted === true,
    markedUnread: body.unread === true,
    blocked: false,
    unread: body.unread === true ? 1 : 0,
  };
}

function setup(refuse = false) {
  const client = createChatsCache();
  seedChatList(client, [
    listItem(OWN, BOB, textMessage('b1', 2_000, 'in', 'from bob')),
    listItem(OWN, CAROL, textMessage('c1', 1_000, 'in', 'from carol')),
  ]);
  const fetchMock = stubFetch(async (path, init) => {
    if (path !== apiUrl('setConversationState')) return envelope(0, { chatList: [] });
    if (refuse)
      return envelope(100003, null, 'This conversation has no messages any more. Reload the page.', 404);
    return envelope(0, stateAnswer(JSON.parse(String(init?.body)) as Record<string, unknown>));
  });
  // happy-dom lays nothing out; the virtualized list needs a viewport height to render rows.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  renderWithCache(<ConversationList status="ready" onRetry={() => {}} />, client);
  return { client, fetchMock };
}

const rowOf = (other: string) => document.querySelector(`[data-chat-key="${OWN}-${other}"]`);

async function pick(name: string) {
  fireEvent.click(screen.getByRole('button', { name: /^More options for .*0111$/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}

beforeEach(() => {
  setupRuntime();
  useListView.setState({ showArchived: false, blockedOpen: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('the conversation menu', () => {
  it('archives at once into the Archived view, and asks the server for exactly that', async () => {
    const { fetchMock } = setup();
    await pick('Archive');
    await waitFor(() => expect(rowOf(BOB)).toBeNull());
    expect(rowOf(CAROL)).not.toBeNull();
    const sent = fetchMock.mock.calls.find(([input]) =>
      String(input).includes(apiUrl('setConversationState')),
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({
      ownFullNumber: OWN,
      otherFullNumber: BOB,
      archived: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Archived (1)' }));
    await waitFor(() => expect(rowOf(BOB)).not.toBeNull());
    expect(rowOf(CAROL)).toBeNull();
  });

  it('shows the muted icon on a muted conversation', async () => {
    setup();
    await pick('Mute notifications');
    await waitFor(() => expect(screen.getByTitle('Notifications muted')).toBeTruthy());
  });

  it('puts the conversation back when the server refuses', async () => {
    const { client } = setup(true);
    await pick('Archive');
    await waitFor(() =>
      expect(cachedList(client)?.conversations.find((c) => c.otherFullNumber === BOB)?.archived).toBe(false),
    );
    await waitFor(() => expect(rowOf(BOB)).not.toBeNull());
  });

  it('asks before blocking, saying what blocking does', async () => {
    const { fetchMock } = setup();
    await pick('Block number');
    expect(await screen.findByText(/will still be kept, but hidden/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(apiUrl('blockNumber')))).toBe(false);
  });
});
