import { MessageStatus, SocketEvent } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useConnection } from '../../../lib/socket/connection.ts';
import { useUnread } from '../../../lib/unread.ts';
import { renderWithProviders } from '../../../test/helpers.tsx';
import { selectConversationList, useChats } from '../state/chatStore.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatDialogs } from './ChatDialogs.tsx';
import { useCompose } from './state/composeStore.ts';
import { BOB_FULL, BOB_KEY, type FakeSocket, openBob, setupChats, teardownChats } from './testing.ts';

let socket: FakeSocket;

function renderComposer() {
  renderWithProviders(
    <>
      <ChatComposer />
      <ChatDialogs />
    </>,
  );
  return screen.getByRole('textbox', { name: 'Message' });
}

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
});
afterEach(teardownChats);

describe('ChatComposer', () => {
  it('sends on Enter: pending at once, then confirmed with the server date and moved to the top', async () => {
    const box = renderComposer();
    await ready();
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
    const pending = useChats.getState().messages[BOB_KEY]?.at(-1);
    expect(pending).toMatchObject({ smsId: payload.smsId, status: MessageStatus.sending, direction: 'out' });
    expect(selectConversationList(useChats.getState())[0]?.key).toBe(BOB_KEY);

    const serverDate = Date.now() + 5;
    act(() =>
      socket.last().ack(null, { status: 0, retmsg: '', smsId: payload.smsId, date: serverDate, media: '' }),
    );
    expect(useChats.getState().messages[BOB_KEY]?.at(-1)).toMatchObject({
      status: MessageStatus.sent,
      date: serverDate,
    });
    expect(selectConversationList(useChats.getState())[0]).toMatchObject({ key: BOB_KEY, date: serverDate });
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
    const { useNavigation } = await import('../../../lib/navigation.ts');
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(useNavigation.getState().tab).toBe('account');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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

  it('clears the conversation’s unread counter when the box gets focus', async () => {
    useUnread.getState().increment(BOB_KEY);
    const box = renderComposer();
    fireEvent.focus(box);
    expect(useUnread.getState().counts[BOB_KEY]).toBeUndefined();
  });
});
