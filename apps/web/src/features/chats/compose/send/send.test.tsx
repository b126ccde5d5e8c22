import { brands, MessageStatus, Retcode, SocketEvent } from '@switchboard/protocol';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../../../app/GlobalAlert.tsx';
import { ChatLayout } from '../../ChatLayout.tsx';
import { useChats } from '../../state/chatStore.ts';
import { findConversation } from '../../sync/chatListData.ts';
import { applyDeliveryFailure } from '../../sync/deliveryFailure.ts';
import { updateDialog } from '../../sync/dialog.ts';
import { withMessage } from '../../sync/dialogData.ts';
import { cachedList, seedDialog, textMessage } from '../../testing.tsx';
import { MessageList } from '../../view/MessageList.tsx';
import { ChatComposer } from '../ChatComposer.tsx';
import { ChatDialogs } from '../ChatDialogs.tsx';
import { useCompose } from '../state/composeStore.ts';
import {
  ALICE,
  BOB_FULL,
  BOB_KEY,
  chatsTestCache,
  type FakeSocket,
  openBob,
  renderChats,
  setupChats,
  teardownChats,
} from '../testing.ts';
import { resendMessage, sendText } from './send.ts';
import { resolveTarget, type SendTarget } from './target.ts';
import * as socketModule from './transport.ts';

let socket: FakeSocket;
let fetchMock: ReturnType<typeof setupChats>['fetchMock'];

function targetInputs() {
  const conversation = findConversation(cachedList(chatsTestCache()), useChats.getState().selectedKey ?? '');
  return { ...useChats.getState(), conversation, ownNumbers: [ALICE] };
}

function bobTarget(): SendTarget {
  const target = resolveTarget(targetInputs(), null);
  if (!target) throw new Error('no target');
  return target;
}

/** Answers the last emit; resolves once the screen shows the answer (the cache tells its observers a tick later). */
async function ack(status: number, retmsg = '', extra: { date?: number; media?: string } = {}) {
  const { payload, ack: answer } = socket.last();
  await act(async () =>
    answer(null, { status, retmsg, smsId: payload.smsId, date: extra.date ?? 0, media: extra.media ?? '' }),
  );
  return payload.smsId;
}

/** The bubbles Bob's conversation shows for a message. */
const bubbles = (smsId: string) =>
  screen.queryAllByTestId('message').filter((node) => node.dataset.smsId === smsId);

/** The status a message's bubble shows: a spinner while sending, the failed mark, or neither once sent. */
type Status = (typeof MessageStatus)[keyof typeof MessageStatus];

function statusOf(smsId: string): Status | undefined {
  const [bubble] = bubbles(smsId);
  if (!bubble) return undefined;
  if (within(bubble).queryByTestId('message-pending')) return MessageStatus.sending;
  if (within(bubble).queryByTestId('message-failed')) return MessageStatus.failed;
  return MessageStatus.sent;
}

/** Waits for a message's bubble to show a status (the cache tells the list a tick after a change). */
async function expectStatus(smsId: string, status: Status) {
  await waitFor(() => expect(statusOf(smsId)).toBe(status));
}

/** Sends a text as the composer does, returning its smsId once the screen shows it. */
async function send(target: SendTarget, text: string): Promise<string> {
  let smsId = '';
  await act(async () => {
    smsId = sendText(target, text);
  });
  return smsId;
}

/** Bob's open conversation with the chat dialogs and the app's global alert. */
async function renderScreen() {
  // Bob's history as loaded on this page: the one message he sent before.
  seedDialog(chatsTestCache(), BOB_KEY, [textMessage('old0001', 1_000, 'in', 'earlier')]);
  renderChats(
    <>
      <MessageList chatKey={BOB_KEY} onResend={resendMessage} />
      <ChatDialogs />
      <GlobalAlert />
    </>,
  );
  // The alert's code is fetched right after mount, as in the app; wait for it so no alert can hide.
  await act(() => import('../../../../app/GlobalAlertDialog.tsx'));
  await expectStatus('old0001', MessageStatus.sent);
}

beforeEach(async () => {
  ({ socket, fetchMock } = setupChats());
  openBob();
  await renderScreen();
});
afterEach(teardownChats);

describe('send acknowledgements', () => {
  it('300030 opens the toll-free dialog with the server message and the brand form, without an alert', async () => {
    const sent = await send(bobTarget(), 'hi');
    await expectStatus(sent, MessageStatus.sending);
    const smsId = await ack(Retcode.TOLL_FREE_NOT_REGISTERED, 'Register this toll-free number first.');
    await expectStatus(smsId, MessageStatus.failed);
    const dialog = await screen.findByRole('dialog', { name: 'Register your toll-free number' });
    expect(dialog.textContent).toContain('Register this toll-free number first.');
    const register = screen.getByRole('link', { name: 'Register' });
    expect(register.getAttribute('href')).toBe(brands.pingme.tollFreeFormUrl);
    expect(register.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no Register button for a brand without a toll-free form', async () => {
    cleanup();
    teardownChats();
    ({ socket } = setupChats({ brand: 'wetalk' }));
    openBob();
    await renderScreen();
    await send(bobTarget(), 'hi');
    await ack(Retcode.TOLL_FREE_NOT_REGISTERED, 'Not registered.');
    await screen.findByRole('dialog', { name: 'Register your toll-free number' });
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('400001 opens the no-credit dialog with the server message and fails the message', async () => {
    const smsId = await send(bobTarget(), 'hi');
    await ack(Retcode.INSUFFICIENT_BALANCE, 'Your balance is not enough.');
    await expectStatus(smsId, MessageStatus.failed);
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(dialog.textContent).toContain('Your balance is not enough.');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('any other non-zero status fails the message and alerts the server message', async () => {
    const smsId = await send(bobTarget(), 'hi');
    await ack(Retcode.CANNOT_SEND_TO_NUMBER, 'This number cannot receive messages.');
    await expectStatus(smsId, MessageStatus.failed);
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('This number cannot receive messages.');
    // One alert, no chat dialog.
    expect(screen.getAllByRole('alertdialog', { hidden: true })).toHaveLength(1);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('an ack timeout fails the message quietly, and a retry resends the same smsId', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const smsId = await send(bobTarget(), 'hi');
    await act(async () => socket.last().ack(new Error('operation has timed out')));
    await expectStatus(smsId, MessageStatus.failed);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await act(async () => expect(resendMessage(BOB_KEY, smsId)).toBe(true));
    await expectStatus(smsId, MessageStatus.sending);
    expect(socket.emitted).toHaveLength(2);
    expect(socket.last().payload).toMatchObject({ smsId, text: 'hi', toNumber: BOB_FULL });
    await ack(0, '', { date: Date.now() });
    await expectStatus(smsId, MessageStatus.sent);
    expect(bubbles(smsId)).toHaveLength(1);
    // Nothing to resend once it went through, nor for unknown ids.
    expect(resendMessage(BOB_KEY, smsId)).toBe(false);
    expect(resendMessage(BOB_KEY, 'unknown-id-123')).toBe(false);
  });

  it('resends a failed text from history, which this page never sent, as a new message', async () => {
    updateDialog(chatsTestCache(), BOB_KEY, (history) =>
      withMessage(history, {
        smsId: 'history0001',
        date: 5_000,
        text: 'from yesterday',
        media: '',
        direction: 'out',
        status: MessageStatus.failed,
        type: 'sms',
      }),
    );
    await act(async () => expect(resendMessage(BOB_KEY, 'history0001')).toBe(true));
    const { payload } = socket.last();
    // The server stored that one and the carrier failed it: its smsId would answer the same failure.
    expect(payload.smsId).not.toBe('history0001');
    expect(payload).toMatchObject({
      fromNumber: '12025550100',
      toNumber: BOB_FULL,
      text: 'from yesterday',
      msgType: 'sms',
    });
    await ack(0, '', { date: Date.now() });
    await expectStatus(payload.smsId, MessageStatus.sent);
    await expectStatus('history0001', MessageStatus.failed);
  });

  it('shows a sent text the carrier failed as not sent at once, and sends it again as a new message', async () => {
    const smsId = await send(bobTarget(), 'will bounce');
    await ack(0, '', { date: Date.now() });
    await expectStatus(smsId, MessageStatus.sent);
    // The server's messageFailed push, as the chats background applies it.
    await act(async () =>
      applyDeliveryFailure(chatsTestCache(), {
        ownFullNumber: '12025550100',
        otherFullNumber: BOB_FULL,
        smsId,
      }),
    );
    await expectStatus(smsId, MessageStatus.failed);
    fireEvent.click(
      within(bubbles(smsId)[0]!).getByRole('button', { name: 'Not sent. Click to send again.' }),
    );
    expect(socket.last().payload).toMatchObject({ text: 'will bounce', toNumber: BOB_FULL });
    expect(socket.last().payload.smsId).not.toBe(smsId);
  });

  it('fails at once when there is no socket', async () => {
    const { setSocketSource } = socketModule;
    setSocketSource(() => null);
    const smsId = await send(bobTarget(), 'hi');
    await expectStatus(smsId, MessageStatus.failed);
  });
});

describe('sending from new-chat mode', () => {
  it('opens the new conversation once the first message is confirmed', async () => {
    const partner = { noName: true, phone: '12025550199', telCode: '1', shortPhone: '2025550199' };
    // The chats screen in new-chat mode, To and From filled in.
    cleanup();
    act(() => {
      useChats.getState().setComposingNew(true);
      useChats.getState().setPartner(partner);
      useCompose.getState().setFrom(ALICE);
    });
    renderChats(<ChatLayout listStatus="ready" onRetryList={() => {}} numbersLoaded hasNumber />);
    const header = screen.getByTestId('new-chat-header');
    expect((within(header).getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe(
      '2025550199',
    );
    const target = resolveTarget(targetInputs(), useCompose.getState().from);
    expect(target).toMatchObject({ key: '12025550100-12025550199', newChat: true });
    await act(async () => {
      sendText(target!, 'first message');
    });
    // Still composing until the server confirms.
    expect(screen.getByTestId('new-chat-header')).toBeTruthy();
    expect(screen.queryByTestId('chat-to')).toBeNull();
    await ack(0, '', { date: Date.now() });
    // The conversation with the partner is open, showing the message.
    expect((await screen.findByTestId('chat-to')).textContent).toBe('+1 202 555 0199');
    expect(screen.queryByTestId('new-chat-header')).toBeNull();
    expect(screen.getByTestId('chat-from').textContent).toBe('+1 202 555 0100');
    const list = screen.getByTestId('message-list');
    expect(await within(list).findByText('first message')).toBeTruthy();
  });
});

describe('pictures', () => {
  it('sends a small picture as binary mms with its type and name, shown pending from a local copy', async () => {
    renderChats(<ChatComposer />);
    const upload = screen.getByRole('button', { name: 'Send a picture' });
    await waitFor(() => expect(upload).toHaveProperty('disabled', false));
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const input = screen.getByTestId('composer-file');
    fireEvent.change(input, { target: { files: [new File([bytes], 'dot.png', { type: 'image/png' })] } });
    await waitFor(() => expect(socket.emitted).toHaveLength(1));
    const { event, payload } = socket.last();
    expect(event).toBe(SocketEvent.sendMessage);
    expect(payload).toMatchObject({ msgType: 'mms', fileType: 'image/png', fileName: 'dot.png', text: '' });
    expect(payload.fileBuffer).toBeInstanceOf(Uint8Array);
    expect(Array.from(payload.fileBuffer ?? [])).toEqual(Array.from(bytes));
    // Shown at once, pending, from the local copy (nothing downloaded).
    await expectStatus(payload.smsId, MessageStatus.sending);
    const [pending] = bubbles(payload.smsId);
    const image = await within(pending!).findByTestId('message-image');
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    const mediaLoads = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/media/abc.png'));
    expect(mediaLoads()).toHaveLength(0);
    await ack(0, '', { date: Date.now(), media: '/media/abc.png' });
    await expectStatus(payload.smsId, MessageStatus.sent);
    // Confirmed: the bubble now shows the server's copy.
    await waitFor(() => expect(mediaLoads()).toHaveLength(1));
  });

  it('says the upload failed for a file that is not a picture', async () => {
    renderChats(<ChatComposer />);
    const upload = screen.getByRole('button', { name: 'Send a picture' });
    await waitFor(() => expect(upload).toHaveProperty('disabled', false));
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByTestId('composer-file'), { target: { files: [text] } });
    expect(await screen.findByText('Upload failed. Please try again.')).toBeTruthy();
    expect(socket.emitted).toHaveLength(0);
  });

  it('rejects a picture over 2 MB with the red notice, without sending', async () => {
    renderChats(<ChatComposer />);
    const upload = screen.getByRole('button', { name: 'Send a picture' });
    await waitFor(() => expect(upload).toHaveProperty('disabled', false));
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'big.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('composer-file'), { target: { files: [big] } });
    expect(await screen.findByText(/The image you sent is too large/)).toBeTruthy();
    expect(socket.emitted).toHaveLength(0);
  });
});
