import type { AddressBookEntry, BrandId } from '@switchboard/protocol';
import { apiUrl, SocketEvent } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigation } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { dispatchServerEvent } from '../../lib/socket/dispatch.ts';
import { clearEventBus } from '../../lib/socket/events.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { expectShown, NextScreen } from '../../test/nextScreen.tsx';
import { useContacts } from '../contacts/index.ts';
import ChatsPanel from './ChatsPanel.tsx';
import { useChats } from './state/chatStore.ts';
import { useChatView } from './state/viewStore.ts';
import { startChatsBackground } from './sync/background.ts';
import { FakeChatsServer, textMessage } from './testing.tsx';

const OWN = '12025550100';
const BOB = '12025550111';
const CAROL = '12025550122';
const now = Date.now();

let server: FakeChatsServer;

function mount(
  brand: BrandId = 'pingme',
  numbers = [{ telCode: '1', phone: '2025550100' }],
  addressBook: AddressBookEntry[] = [],
  // The chats panel alone, or the panel of the current tab as the shell shows it (for a test that leaves it).
  ui: ReactElement = <ChatsPanel />,
) {
  setupRuntime(brand, 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const fetchMock = stubFetch((path, init, url) => {
    const chats = numbers.length ? server.handle(path, init, url) : null;
    if (chats) return chats;
    if (path === apiUrl('getVirtualPhoneList')) {
      const virtualPhones = numbers.map((n) => ({
        ...n,
        country: 'US',
        tollFree: false,
        messagingEnabled: true,
        paymentDate: '',
        monthRent: 0,
        planId: '',
      }));
      return envelope(0, {
        virtualPhones,
        smsCountryCodes: {},
        forwardStatus: 0,
        voicemailStatus: 0,
        canForward: false,
        canVoicemail: numbers.length > 0,
      });
    }
    if (path === apiUrl('getChatList')) return envelope(0, { chatList: [] });
    if (path === apiUrl('getAccountInfo'))
      return envelope(0, { phone: '', telCode: '', email: 'alice@demo.test' });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 123_400 });
    if (path === apiUrl('getCloudAddressBook')) {
      return envelope(0, { addressBookList: addressBook, nextStartTime: null });
    }
    return envelope(0, null);
  });
  renderWithProviders(ui, brand);
  return fetchMock;
}

const bobRow = () => screen.findByRole('option', { name: /\+1 202 555 0111/ });

// happy-dom lays nothing out; the virtualized list needs a viewport height to render rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  useChats.getState().reset();
  useContacts.getState().reset();
  useChatView.getState().reset();
  useNavigation.setState({ tab: 'chats' });
  server = new FakeChatsServer(OWN);
  server.add(BOB, textMessage('m1', now - 3_600_000, 'in', 'lunch?'));
  server.add(BOB, textMessage('m2', now - 120_000, 'out', 'sure'));
  server.add(BOB, textMessage('m3', now - 60_000, 'in', 'see you'));
});
afterEach(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  clearEventBus();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chats screen', () => {
  it('shows the profile header, the list, and a conversation with separators and both directions', async () => {
    mount();
    await waitFor(() => expect(screen.getByTestId('chats-webchat-id').textContent).toBe('alice@demo.test'));
    await waitFor(() => expect(screen.getByTestId('chats-balance').textContent).toBe('12.3400 Coins'));
    expect(screen.getByTestId('pick-chat')).toBeTruthy();
    // Two incoming messages, both unread on the server.
    const row = await bobRow();
    expect(within(row).getByTestId('unread-badge').textContent).toBe('2');
    fireEvent.click(row);

    expect(await screen.findByTestId('chat-to')).toHaveProperty('textContent', '+1 202 555 0111');
    expect(screen.getByTestId('chat-from').textContent).toBe('+1 202 555 0100');
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    const messages = screen.getAllByTestId('message');
    expect(messages.map((node) => node.dataset.direction)).toEqual(['in', 'out', 'in']);
    expect(messages.map((node) => within(node).getByTestId('message-text').textContent)).toEqual([
      'lunch?',
      'sure',
      'see you',
    ]);
    // One hour then one minute apart: a separator above the first and the second only.
    expect(screen.getAllByTestId('date-separator')).toHaveLength(2);
    // Opening it read it up to its newest message, here and on the server.
    expect(within(await bobRow()).queryByTestId('unread-badge')).toBeNull();
    expect(server.readCalls).toEqual([{ ownFullNumber: OWN, otherFullNumber: BOB, readAt: now - 60_000 }]);
    expect(screen.getByTestId('unknown-number-banner').textContent).toContain(
      '+1 202 555 0111 is not in your contacts.',
    );
  });

  it('deletes a message from its right-click menu, and the conversation after confirming', async () => {
    mount();
    fireEvent.click(await bobRow());
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    fireEvent.contextMenu(screen.getAllByTestId('message')[1]!.firstElementChild!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    const deletes = () => server.calls('delSms');
    await waitFor(() => expect(deletes()).toHaveLength(1));

    fireEvent.contextMenu(screen.getByRole('option', { name: /\+1 202 555 0111/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete conversation' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the whole conversation with +1 202 555 0111?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('option', { name: /\+1 202 555 0111/ })).toBeNull());
    expect(screen.getByTestId('pick-chat')).toBeTruthy();
    await waitFor(() => expect(deletes()).toHaveLength(2));
    expect(deletes()[1]?.searchParams.get('from')).toBe(OWN);
  });

  it('shows the no-number card leading to a new number', async () => {
    mount('wephone', [], [], <NextScreen />);
    // The chats chunk is large; its first import in a test run can take a few seconds.
    const card = await screen.findByTestId('no-number-card', {}, { timeout: 8_000 });
    expect(within(card).queryByRole('link', { name: 'Contact support' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New SMS' })).toHaveProperty('disabled', true);
    fireEvent.click(within(card).getByRole('button', { name: 'Get a number' }));
    await expectShown('Numbers');
    expect(await screen.findByTestId('new-number-flow', {}, { timeout: 8_000 })).toBeTruthy();
  });

  it('hides the unknown-number banner for cloudnumber and shows cloud coins', async () => {
    mount('cloudnumber');
    await waitFor(() => expect(screen.getByTestId('chats-balance').textContent).toBe('12.34 cloud coins'));
    fireEvent.click(await screen.findByRole('option', { name: /\+1 202 555 0111/ }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    expect(screen.queryByTestId('unknown-number-banner')).toBeNull();
  });

  it('the banner can be dismissed and stays dismissed for that conversation', async () => {
    server.add(CAROL, textMessage('c1', now - 30_000, 'in', 'from Carol'));
    mount();
    fireEvent.click(await bobRow());
    const banner = await screen.findByTestId('unknown-number-banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('unknown-number-banner')).toBeNull();
    // Another conversation still has its banner; back on Bob's, his stays dismissed.
    fireEvent.click(await screen.findByRole('option', { name: /\+1 202 555 0122/ }));
    await waitFor(() => expect(screen.getByTestId('chat-to').textContent).toBe('+1 202 555 0122'));
    expect(screen.getByTestId('unknown-number-banner').textContent).toContain('+1 202 555 0122');
    fireEvent.click(await bobRow());
    await waitFor(() => expect(screen.getByTestId('chat-to').textContent).toBe('+1 202 555 0111'));
    expect(screen.queryByTestId('unknown-number-banner')).toBeNull();
  });

  it('Add to contacts in the banner and the header menu opens the contact form with the number', async () => {
    mount();
    fireEvent.click(await screen.findByRole('option', { name: /\+1 202 555 0111/ }));
    const banner = await screen.findByTestId('unknown-number-banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'Add to contacts' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByDisplayValue('2025550111')).toHaveLength(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(await screen.findByRole('menuitem', { name: 'Add to contacts' })).toBeTruthy();
  });

  it('shows a saved contact by name, without the banner or Add to contacts', async () => {
    const book = {
      name: 'Bob Builder',
      email: '',
      companyName: '',
      note: '',
      phoneList: [{ telCode: '1', phone: '2025550111', tag: 'Mobile' }],
    };
    mount('pingme', undefined, [
      { id: 'c1', addressBook: JSON.stringify(book), deleted: false, updateTime: 5 },
    ]);
    const row = await screen.findByRole('option', { name: /Bob Builder/ });
    fireEvent.click(row);
    expect(await screen.findByTestId('chat-to')).toHaveProperty('textContent', 'Bob Builder');
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    expect(screen.queryByTestId('unknown-number-banner')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    await screen.findByRole('menuitem', { name: 'Delete conversation' });
    expect(screen.queryByRole('menuitem', { name: 'Add to contacts' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    fireEvent.click(screen.getByTestId('chat-contact-details'));
    expect(await screen.findByTestId('chat-contact-panel')).toBeTruthy();
  });

  it('New SMS enters new-chat mode', async () => {
    mount();
    const button = await screen.findByRole('button', { name: 'New SMS' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(screen.queryByTestId('new-chat-header')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByTestId('new-chat-hint')).toBeTruthy();
    const header = screen.getByTestId('new-chat-header');
    expect(within(header).getByRole('textbox', { name: 'Phone number' })).toBeTruthy();
    expect(within(header).getByRole('combobox', { name: 'From' })).toBeTruthy();
  });

  it('shows the server’s count on the badge: 99 as 99, 99+ only above 99', async () => {
    for (let index = 0; index < 97; index += 1)
      server.add(BOB, textMessage(`x${index}`, now - 50_000 + index));
    for (let index = 0; index < 100; index += 1)
      server.add(CAROL, textMessage(`y${index}`, now - 40_000 + index));
    mount();
    const carol = await screen.findByRole('option', { name: /\+1 202 555 0122/ });
    expect(within(carol).getByTestId('unread-badge').textContent).toBe('99+');
    expect(within(await bobRow()).getByTestId('unread-badge').textContent).toBe('99');
  });

  it('two quick clicks on two rows open and load only the second', async () => {
    server.add(CAROL, textMessage('c1', now - 30_000, 'in', 'from Carol'));
    mount();
    const bob = await bobRow();
    const carol = await screen.findByRole('option', { name: /\+1 202 555 0122/ });
    fireEvent.click(bob);
    fireEvent.click(carol);
    expect(await within(await screen.findByTestId('message-list')).findByText('from Carol')).toBeTruthy();
    expect(screen.getByTestId('chat-to').textContent).toBe('+1 202 555 0122');
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('+1 202 555 0122');
    const loaded = server.calls('getDialogList').map((url) => url.searchParams.get('otherFullNumber'));
    expect(new Set(loaded)).toEqual(new Set([CAROL]));
    expect(server.readCalls.map((call) => call.otherFullNumber)).toEqual([CAROL]);
  });

  it('a message the server refuses to delete twice comes back, and a notice says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.deleteFails = true;
    mount();
    fireEvent.click(await bobRow());
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    fireEvent.contextMenu(screen.getAllByTestId('message')[1]!.firstElementChild!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    // Two delete calls go out first (the retry); a loaded machine may take a while.
    expect(
      await screen.findByText(
        'The message could not be deleted, so it was put back.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.getAllByTestId('message').map((node) => node.dataset.smsId)).toEqual(['m1', 'm2', 'm3']);
    expect(server.calls('delSms')).toHaveLength(2);
  });

  it('a pushed message moves its conversation to the top with a badge; a read elsewhere clears it', async () => {
    server.add(CAROL, textMessage('c1', now - 30_000, 'out', 'newer'));
    mount();
    const stop = startChatsBackground();
    await screen.findByRole('option', { name: /\+1 202 555 0122/ });
    act(() =>
      dispatchServerEvent(SocketEvent.receiveMessage, {
        direction: 'in',
        fromNumber: BOB,
        toNumber: OWN,
        fromPhone: '2025550111',
        toPhone: '2025550100',
        fromTelCode: '1',
        toTelCode: '1',
        msgType: 'sms',
        text: 'pushed just now',
        media: '',
        smsId: 'push0001',
        time: now - 1_000,
        status: 0,
        retmsg: '',
      }),
    );
    const top = () => screen.getAllByRole('option')[0]!;
    await waitFor(() =>
      expect(within(top()).getByTestId('conversation-preview').textContent).toBe('pushed just now'),
    );
    expect(within(top()).getByTestId('unread-badge').textContent).toBe('3');
    act(() =>
      dispatchServerEvent(SocketEvent.readStateChanged, {
        ownFullNumber: OWN,
        otherFullNumber: BOB,
        readAt: now,
      }),
    );
    expect(within(await bobRow()).queryByTestId('unread-badge')).toBeNull();
    stop();
  });
});
