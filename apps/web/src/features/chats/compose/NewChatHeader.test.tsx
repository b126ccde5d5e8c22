import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecipientPickerProps } from '../../../components/recipientPicker.ts';
import { ChatLayout } from '../ChatLayout.tsx';
import { type ChatPartner, useChats } from '../state/chatStore.ts';
import { seedDialog, textMessage } from '../testing.tsx';
import { registerRecipientPicker } from './recipientPicker.ts';
import {
  BOB_FULL,
  BOB_KEY,
  chatsTestCache,
  type FakeSocket,
  renderChats,
  setupChats,
  teardownChats,
} from './testing.ts';

let socket: FakeSocket;

/** The chats screen in new-chat mode: the To and From header above the messages and the composer. */
function renderHeader() {
  act(() => useChats.getState().setComposingNew(true));
  renderChats(<ChatLayout listStatus="ready" onRetryList={() => {}} numbersLoaded hasNumber />);
  const header = screen.getByTestId('new-chat-header');
  return {
    number: within(header).getByRole('textbox', { name: 'Phone number' }),
    from: within(header).getByRole('combobox', { name: 'From' }),
  };
}

const typeInto = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const sendButton = () => screen.getByRole('button', { name: 'Send' });

/** Types a message into the composer (as the browser leaves it) without sending it. */
function draft(text: string) {
  const box = screen.getByRole('textbox', { name: 'Message' });
  box.innerHTML = text;
  fireEvent.input(box);
}

/** Sends a drafted message with the Send button; the socket's last emit is what went to the server. */
async function send(text: string) {
  draft(text);
  await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
  fireEvent.click(sendButton());
  await waitFor(() => expect(socket.emitted.at(-1)?.payload.text).toBe(text));
  return socket.last().payload;
}

/** The server confirms the last message (the new conversation then opens). */
function confirmLast() {
  const { payload, ack } = socket.last();
  act(() => ack(null, { status: 0, retmsg: '', smsId: payload.smsId, date: Date.now(), media: '' }));
}

beforeEach(() => {
  ({ socket } = setupChats());
});
afterEach(() => {
  registerRecipientPicker(null);
  teardownChats();
});

describe('NewChatHeader', () => {
  it('starts from the first own number and shows its calling code in the disabled selector', async () => {
    const { number, from } = renderHeader();
    expect((from as HTMLInputElement).value).toBe('+1 202 555 0100');
    const code = screen.getByRole('combobox', { name: 'Country code' });
    expect(code.getAttribute('aria-disabled')).toBe('true');
    expect(code.textContent).toBe('+1');
    typeInto(number, '2025550199');
    expect(await send('hello')).toMatchObject({ fromNumber: '12025550100', toNumber: '12025550199' });
  });

  it('makes the partner from a typed number (+1 rule applied) and clears it under 5 digits', async () => {
    const { number } = renderHeader();
    typeInto(number, '1 (202) 555-0199');
    expect(await send('hi')).toMatchObject({ fromNumber: '12025550100', toNumber: '12025550199' });
    typeInto(number, '1234');
    draft('again');
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Enter at least 5 digits.')).toBeTruthy();
    // The partner made of the typed number names the conversation the confirmed send opens.
    typeInto(number, '1 (202) 555-0199');
    await send('hi again');
    confirmLast();
    expect((await screen.findByTestId('chat-to')).textContent).toBe('+1 202 555 0199');
  });

  it('lists own numbers to choose from; choosing another re-bases the typed number on its code', async () => {
    const { number, from } = renderHeader();
    typeInto(number, '7911 000111');
    draft('hello');
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    fireEvent.mouseDown(from);
    // The list the From field opens (its aria-controls).
    const fromList = () => document.getElementById(from.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(fromList()).not.toBeNull());
    const list = fromList() as HTMLElement;
    expect(list.getAttribute('role')).toBe('listbox');
    // Nothing can be sent while the numbers are being picked.
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['+1 202 555 0100', '+44 7911 123456']);
    fireEvent.click(within(list).getByText('+44 7911 123456'));
    expect((from as HTMLInputElement).value).toBe('+44 7911 123456');
    await waitFor(() => expect(fromList()).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Country code' }).textContent).toBe('+44');
    expect(await send('hello')).toMatchObject({ fromNumber: '447911123456', toNumber: '447911000111' });
  });

  it('refuses a typed sender that is not one of the user’s numbers', async () => {
    const { number, from } = renderHeader();
    typeInto(from, '+1 415 555 0000');
    fireEvent.blur(from);
    expect(
      screen.getByText('This number is not one of your numbers. Please enter a number that you own.'),
    ).toBeTruthy();
    typeInto(number, '2025550199');
    expect((await send('hello')).fromNumber).toBe('12025550100');
  });

  it('shows the messages of an existing conversation, staying in new-chat mode', async () => {
    seedDialog(chatsTestCache(), BOB_KEY, [textMessage('bob0001', 1_000, 'in', 'hello from Bob')]);
    const { number } = renderHeader();
    expect(screen.getByTestId('new-chat-hint')).toBeTruthy();
    typeInto(number, BOB_FULL.slice(1));
    const list = await screen.findByTestId('message-list');
    expect(within(list).getByText('hello from Bob')).toBeTruthy();
    expect(screen.getByTestId('new-chat-header')).toBeTruthy();
    expect(screen.queryByTestId('new-chat-hint')).toBeNull();
    typeInto(number, '202');
    expect(await screen.findByTestId('new-chat-hint')).toBeTruthy();
    expect(screen.queryByTestId('message-list')).toBeNull();
  });

  it('notices when the own number cannot text the chosen calling code (a picked contact abroad)', async () => {
    const contact: ChatPartner = {
      name: 'Li',
      noName: false,
      phone: '8613812345678',
      telCode: '86',
      shortPhone: '13812345678',
    };
    const { number } = renderHeader();
    // Stands in for the contacts picker the screen registers.
    act(() =>
      registerRecipientPicker(({ onPick }: RecipientPickerProps) => (
        <button type="button" onClick={() => onPick(contact)}>
          pick Li
        </button>
      )),
    );
    expect(screen.queryByRole('status')).toBeNull();
    draft('nǐ hǎo');
    fireEvent.focus(number);
    const pick = await screen.findByRole('button', { name: 'pick Li' });
    // Nothing can be sent while a recipient is being picked.
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.click(pick);
    expect(screen.queryByRole('button', { name: 'pick Li' })).toBeNull();
    expect((number as HTMLInputElement).value).toBe('Li');
    expect(screen.getByRole('status').textContent).toBe(
      'Your number +1 202 555 0100 cannot be used to send messages to +86 numbers.',
    );
    expect(await send('nǐ hǎo')).toMatchObject({ fromNumber: '12025550100', toNumber: '8613812345678' });
    confirmLast();
    expect((await screen.findByTestId('chat-to')).textContent).toBe('Li');
  });
});
