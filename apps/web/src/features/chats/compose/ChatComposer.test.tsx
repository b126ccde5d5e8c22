import { SocketEvent } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useConnection } from '../../../lib/socket/connection.ts';
import { envelope, stubFetch } from '../../../test/helpers.tsx';
import { expectShown, leaveTabs, NextScreen } from '../../../test/nextScreen.tsx';
import { formatTime } from '../format/dates.ts';
import { ConversationList } from '../list/ConversationList.tsx';
import { useChats } from '../state/chatStore.ts';
import { FakeChatsServer, seedChatList, seedDialog, textMessage } from '../testing.tsx';
import { MessageList } from '../view/MessageList.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatDialogs } from './ChatDialogs.tsx';
import { useCompose } from './state/composeStore.ts';
import {
  BOB_FULL,
  BOB_KEY,
  chatsTestCache,
  conversation,
  type FakeSocket,
  openBob,
  renderChats,
  setupChats,
  teardownChats,
} from './testing.ts';

let socket: FakeSocket;

function renderComposer({ withChat = false } = {}) {
  if (withChat) {
    // The rest of the chats screen: the conversation list and Bob's messages (his history loaded).
    seedDialog(chatsTestCache(), BOB_KEY, [textMessage('bob0001', 1_000, 'in', 'earlier')]);
    // happy-dom lays nothing out; the virtualized list needs a viewport height to render rows.
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  }
  renderChats(
    <>
      {withChat && <ConversationList status="ready" onRetry={() => {}} />}
      {withChat && <MessageList chatKey={BOB_KEY} />}
      <ChatComposer />
      <ChatDialogs />
      <NextScreen />
    </>,
  );
  return screen.getByRole('textbox', { name: 'Message' });
}

/** The conversation rows, top first. */
const rows = () => screen.getAllByRole('option');

/** The bubble of a message. */
const bubble = (smsId: string) =>
  screen.getAllByTestId('message').find((node) => node.dataset.smsId === smsId) as HTMLElement;

/** Types into the contentEditable box the way the browser leaves it (HTML), then fires input. */
function type(box: HTMLElement, html: string) {
  box.innerHTML = html;
  fireEvent.input(box);
}

async function ready() {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Send a picture' })).toHaveProperty('disabled', false),
  );
}

beforeEach(() => {
  ({ socket } = setupChats());
  openBob();
  leaveTabs();
});
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
afterEach(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  teardownChats();
});

describe('ChatComposer', () => {
  it('sends on Enter: pending at once, then confirmed with the server date and moved to the top', async () => {
    const box = renderComposer({ withChat: true });
    await ready();
    expect(rows()[0]?.textContent).toContain('+1 202 555 0122');
    type(box, 'Hello&nbsp;<b>Bob</b><br>second line');
    fireEvent.keyDown(box, { key: 'Enter' });

    await waitFor(() => expect(socket.emitted).toHaveLength(1));
    const { event, payload, timeoutMs } = socket.last();
    expect(event).toBe(SocketEvent.sendMessage);
    expect(timeoutMs).toBe(30_000);
    expect(payload).toMatchObject({
      fromNumber: '12025550100',
      toNumber: BOB_FULL,
      text: 'Hello Bob\nsecond line',
      msgType: 'sms',
      platform: 'pingme',
      languagecode: 'en',
    });
    expect(payload.smsId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(box.innerHTML).toBe('');
    // Pending at once: the newest bubble, outgoing, with a spinner; Bob's conversation on top.
    await waitFor(() => expect(screen.getAllByTestId('message').at(-1)?.dataset.smsId).toBe(payload.smsId));
    const pending = bubble(payload.smsId);
    expect(pending.dataset.direction).toBe('out');
    expect(within(pending).getByTestId('message-pending')).toBeTruthy();
    expect(within(pending).getByTestId('message-text').textContent).toBe('Hello Bob\nsecond line');
    const sentAt = formatTime(Date.now(), 'en');
    expect(pending.textContent).toContain(sentAt);
    await waitFor(() => expect(rows()[0]?.textContent).toContain('+1 202 555 0111'));
    expect(within(rows()[0]!).getByTestId('conversation-preview').textContent).toContain('Hello Bob');

    // The server's date, minutes off this machine's clock, is the one shown once confirmed.
    const serverDate = Date.now() - 7 * 60_000;
    act(() =>
      socket.last().ack(null, { status: 0, retmsg: '', smsId: payload.smsId, date: serverDate, media: '' }),
    );
    await waitFor(() => expect(within(bubble(payload.smsId)).queryByTestId('message-pending')).toBeNull());
    const sent = bubble(payload.smsId);
    expect(within(sent).queryByTestId('message-failed')).toBeNull();
    expect(sent.textContent).toContain(formatTime(serverDate, 'en'));
    expect(sent.textContent).not.toContain(sentAt);
    expect(rows()[0]?.textContent).toContain('+1 202 555 0111');
  });

  it('does not send on Shift+Enter, nor an empty or whitespace-only text', async () => {
    const box = renderComposer();
    await ready();
    type(box, 'line one');
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    // Enter that picks a candidate of an input method (pinyin) does not send either.
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    type(box, '&nbsp;<br><div><br></div>');
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => {});
    expect(socket.emitted).toHaveLength(0);
  });

  it.each([
    ['disconnected', () => useConnection.setState({ status: 'disconnected' })],
    ['connecting', () => useConnection.setState({ status: 'connecting' })],
    ['reconnecting', () => useConnection.setState({ status: 'reconnecting' })],
    ['picking numbers', () => useCompose.getState().setPicking(true)],
    ['busy with a call', () => useCompose.setState({ busy: 1 })],
  ])('disables send and upload while %s', async (_state, apply) => {
    const box = renderComposer();
    await ready();
    act(apply);
    type(box, 'hello');
    expect(screen.getByRole('button', { name: 'Send a picture' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(box, { key: 'Enter' });
    await act(async () => {});
    expect(socket.emitted).toHaveLength(0);
  });

  it('disables everything, the box included, when no chat is chosen', async () => {
    act(() => useChats.getState().select(null));
    const box = renderComposer();
    await act(async () => {});
    expect(box.getAttribute('aria-disabled')).toBe('true');
    expect(box.getAttribute('contenteditable')).toBe('false');
    expect(screen.getByRole('button', { name: 'Send a picture' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Insert emoji' })).toHaveProperty('disabled', true);
  });

  it('opens the no-credit dialog instead of sending at balance 0; Recharge opens the account tab', async () => {
    teardownChats();
    ({ socket } = setupChats({ balance: 0 }));
    openBob();
    const box = renderComposer();
    await ready();
    type(box, 'hello');
    fireEvent.keyDown(box, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(dialog.textContent).toContain('Your balance is too low to send messages.');
    expect(socket.emitted).toHaveLength(0);
    expect(box.textContent).toBe('hello');
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectShown('Account', 'Recharge');
  });

  it('refuses a text over 1600 characters with a red notice', async () => {
    const box = renderComposer();
    await ready();
    type(box, 'x'.repeat(1601));
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('A message can be at most 1600 characters.')).toBeTruthy();
    expect(socket.emitted).toHaveLength(0);
  });

  it('inserts pasted content as plain text only', async () => {
    const box = renderComposer();
    await ready();
    fireEvent.paste(box, {
      clipboardData: {
        getData: (kind: string) => (kind === 'text/plain' ? 'plain <b>text</b>' : '<b>rich</b>'),
      },
    });
    expect(box.querySelector('b')).toBeNull();
    expect(box.textContent).toBe('plain <b>text</b>');
  });

  it('focusing the box marks the conversation read up to its newest message, here and on the server', async () => {
    const server = new FakeChatsServer();
    stubFetch((path, init, url) => server.handle(path, init, url) ?? envelope(0, { balance: 200_000 }));
    seedChatList(chatsTestCache(), [conversation(BOB_FULL, 4_000, 3)]);
    const box = renderComposer({ withChat: true });
    const badge = () => within(rows()[0]!).queryByTestId('unread-badge');
    expect(badge()?.textContent).toBe('3');
    fireEvent.focus(box);
    await waitFor(() => expect(badge()).toBeNull());
    await waitFor(() =>
      expect(server.readCalls).toEqual([
        { ownFullNumber: '12025550100', otherFullNumber: BOB_FULL, readAt: 4_000 },
      ]),
    );
    // Already read: focusing again asks nothing more.
    fireEvent.blur(box);
    fireEvent.focus(box);
    expect(server.calls('markChatRead')).toHaveLength(1);
  });
});
