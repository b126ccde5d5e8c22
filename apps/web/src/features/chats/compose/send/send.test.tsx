import { brands, MessageStatus, Retcode, SocketEvent } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../../lib/alerts.ts';
import { useChats } from '../../state/chatStore.ts';
import { findConversation } from '../../sync/chatListData.ts';
import { updateDialog } from '../../sync/dialog.ts';
import { withMessage } from '../../sync/dialogData.ts';
import { cachedList } from '../../testing.tsx';
import { ChatComposer } from '../ChatComposer.tsx';
import { ChatDialogs } from '../ChatDialogs.tsx';
import { useCompose } from '../state/composeStore.ts';
import {
  ALICE,
  BOB_FULL,
  BOB_KEY,
  cachedMessages,
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

function targetInputs() {
  const conversation = findConversation(cachedList(chatsTestCache()), useChats.getState().selectedKey ?? '');
  return { ...useChats.getState(), conversation, ownNumbers: [ALICE] };
}

function bobTarget(): SendTarget {
  const target = resolveTarget(targetInputs(), null);
  if (!target) throw new Error('no target');
  return target;
}

function ack(status: number, retmsg = '', extra: { date?: number; media?: string } = {}) {
  const { payload, ack: answer } = socket.last();
  act(() =>
    answer(null, { status, retmsg, smsId: payload.smsId, date: extra.date ?? 0, media: extra.media ?? '' }),
  );
  return payload.smsId;
}

const statusOf = (smsId: string) => cachedMessages(BOB_KEY).find((m) => m.smsId === smsId)?.status;

beforeEach(() => {
  ({ socket } = setupChats());
  openBob();
  renderChats(<ChatDialogs />);
});
afterEach(teardownChats);

describe('send acknowledgements', () => {
  it('300030 opens the toll-free dialog with the server message and the brand form, without an alert', async () => {
    sendText(bobTarget(), 'hi');
    const smsId = ack(Retcode.TOLL_FREE_NOT_REGISTERED, 'Register this toll-free number first.');
    expect(statusOf(smsId)).toBe(MessageStatus.failed);
    const dialog = await screen.findByRole('dialog', { name: 'Register your toll-free number' });
    expect(dialog.textContent).toContain('Register this toll-free number first.');
    const register = screen.getByRole('link', { name: 'Register' });
    expect(register.getAttribute('href')).toBe(brands.pingme.tollFreeFormUrl);
    expect(register.getAttribute('target')).toBe('_blank');
    expect(useAlerts.getState().queue).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no Register button for a brand without a toll-free form', async () => {
    teardownChats();
    ({ socket } = setupChats({ brand: 'wetalk' }));
    openBob();
    sendText(bobTarget(), 'hi');
    ack(Retcode.TOLL_FREE_NOT_REGISTERED, 'Not registered.');
    await screen.findByRole('dialog', { name: 'Register your toll-free number' });
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('400001 opens the no-credit dialog with the server message and fails the message', async () => {
    sendText(bobTarget(), 'hi');
    const smsId = ack(Retcode.INSUFFICIENT_BALANCE, 'Your balance is not enough.');
    expect(statusOf(smsId)).toBe(MessageStatus.failed);
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(dialog.textContent).toContain('Your balance is not enough.');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(useAlerts.getState().queue).toEqual([]);
  });

  it('any other non-zero status fails the message and alerts the server message', () => {
    sendText(bobTarget(), 'hi');
    const smsId = ack(Retcode.CANNOT_SEND_TO_NUMBER, 'This number cannot receive messages.');
    expect(statusOf(smsId)).toBe(MessageStatus.failed);
    expect(useAlerts.getState().queue.map((alert) => alert.text)).toEqual([
      'This number cannot receive messages.',
    ]);
    expect(useCompose.getState().dialog).toBeNull();
  });

  it('an ack timeout fails the message quietly, and a retry resends the same smsId', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const smsId = sendText(bobTarget(), 'hi');
    act(() => socket.last().ack(new Error('operation has timed out')));
    expect(statusOf(smsId)).toBe(MessageStatus.failed);
    expect(useAlerts.getState().queue).toEqual([]);

    act(() => expect(resendMessage(BOB_KEY, smsId)).toBe(true));
    expect(statusOf(smsId)).toBe(MessageStatus.sending);
    expect(socket.emitted).toHaveLength(2);
    expect(socket.last().payload).toMatchObject({ smsId, text: 'hi', toNumber: BOB_FULL });
    ack(0, '', { date: Date.now() });
    expect(statusOf(smsId)).toBe(MessageStatus.sent);
    expect(cachedMessages(BOB_KEY).filter((m) => m.smsId === smsId)).toHaveLength(1);
    // Nothing to resend once it went through, nor for unknown ids.
    expect(resendMessage(BOB_KEY, smsId)).toBe(false);
    expect(resendMessage(BOB_KEY, 'unknown-id-123')).toBe(false);
  });

  it('resends a failed text from history, which this page never sent', () => {
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
    expect(resendMessage(BOB_KEY, 'history0001')).toBe(true);
    expect(socket.last().payload).toMatchObject({
      smsId: 'history0001',
      fromNumber: '12025550100',
      toNumber: BOB_FULL,
      text: 'from yesterday',
      msgType: 'sms',
    });
  });

  it('fails at once when there is no socket', () => {
    const { setSocketSource } = socketModule;
    setSocketSource(() => null);
    const smsId = sendText(bobTarget(), 'hi');
    expect(statusOf(smsId)).toBe(MessageStatus.failed);
  });
});

describe('sending from new-chat mode', () => {
  it('opens the new conversation once the first message is confirmed', () => {
    const partner = { noName: true, phone: '12025550199', telCode: '1', shortPhone: '2025550199' };
    act(() => {
      useChats.getState().setComposingNew(true);
      useChats.getState().setPartner(partner);
      useCompose.getState().setFrom(ALICE);
    });
    const target = resolveTarget(targetInputs(), useCompose.getState().from);
    expect(target).toMatchObject({ key: '12025550100-12025550199', newChat: true });
    sendText(target!, 'first message');
    expect(useChats.getState().composingNew).toBe(true);
    ack(0, '', { date: Date.now() });
    expect(useChats.getState()).toMatchObject({
      composingNew: false,
      selectedKey: '12025550100-12025550199',
      partner,
    });
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
    const pending = cachedMessages(BOB_KEY).at(-1);
    expect(pending).toMatchObject({ type: 'mms', status: MessageStatus.sending });
    expect(pending?.media).toMatch(/^blob:/);
    ack(0, '', { date: Date.now(), media: '/media/abc.png' });
    expect(cachedMessages(BOB_KEY).at(-1)).toMatchObject({
      media: '/media/abc.png',
      status: 0,
    });
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
