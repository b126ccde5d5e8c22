import type { AddressBookEntry, BrandId, ChatListItem, ChatMessage } from '@switchboard/protocol';
import { apiUrl } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigation } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { useUnread } from '../../lib/unread.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { useContacts } from '../contacts/index.ts';
import ChatsPanel from './ChatsPanel.tsx';
import { useChats } from './state/chatStore.ts';
import { useChatView } from './state/viewStore.ts';
import { resetChatList } from './sync/chatList.ts';
import { forgetDialogs } from './sync/dialog.ts';

const OWN = '12025550100';
const BOB = '12025550111';
const KEY = `${OWN}-${BOB}`;
const now = Date.now();

const item: ChatListItem = {
  ownFullNumber: OWN,
  ownTelCode: '1',
  ownNumber: '2025550100',
  otherFullNumber: BOB,
  otherTelCode: '1',
  otherNumber: '2025550111',
  date: now - 60_000,
  text: 'see you',
  media: '',
  type: 'sms',
  smsId: 'm3',
  direction: 'in',
};
const history: ChatMessage[] = [
  { smsId: 'm3', date: now - 60_000, text: 'see you', media: '', direction: 'in', status: 0, type: 'sms' },
  { smsId: 'm2', date: now - 120_000, text: 'sure', media: '', direction: 'out', status: 0, type: 'sms' },
  { smsId: 'm1', date: now - 3_600_000, text: 'lunch?', media: '', direction: 'in', status: 0, type: 'sms' },
];

function mount(
  brand: BrandId = 'pingme',
  numbers = [{ telCode: '1', phone: '2025550100' }],
  addressBook: AddressBookEntry[] = [],
) {
  setupRuntime(brand, 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const fetchMock = stubFetch((path, _init, url) => {
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
    if (path === apiUrl('getChatList')) return envelope(0, { chatList: numbers.length ? [item] : [] });
    if (path === apiUrl('getDialogList')) {
      const current = url.searchParams.get('ym') === new Date(now).toISOString().slice(0, 7);
      return envelope(0, { dialogList: current ? history : [], nextStartTime: null });
    }
    if (path === apiUrl('getAccountInfo'))
      return envelope(0, { phone: '', telCode: '', email: 'alice@demo.test' });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 123_400 });
    if (path === apiUrl('delSms')) return envelope(0, { deleted: 1 });
    if (path === apiUrl('getCloudAddressBook')) {
      return envelope(0, { addressBookList: addressBook, nextStartTime: null });
    }
    return envelope(0, null);
  });
  renderWithProviders(<ChatsPanel />, brand);
  return fetchMock;
}

// happy-dom lays nothing out; the virtualized list needs a viewport height to render rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  useChats.getState().reset();
  useContacts.getState().reset();
  useChatView.getState().reset();
  useUnread.getState().reset();
  resetChatList();
  forgetDialogs();
  useNavigation.setState({ tab: 'chats' });
});
afterEach(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('chats screen', () => {
  it('shows the profile header, the list, and a conversation with separators and both directions', async () => {
    mount();
    expect(await screen.findByTestId('chats-webchat-id')).toHaveProperty('textContent', 'alice@demo.test');
    await waitFor(() => expect(screen.getByTestId('chats-balance').textContent).toBe('12.3400 Coins'));
    expect(screen.getByTestId('pick-chat')).toBeTruthy();
    act(() => useUnread.getState().increment(KEY));
    const row = await screen.findByRole('option', { name: /\+1 202 555 0111/ });
    expect(within(row).getByTestId('unread-badge').textContent).toBe('1');
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
    expect(useUnread.getState().counts[KEY]).toBeUndefined();
    expect(screen.getByTestId('unknown-number-banner').textContent).toContain(
      '+1 202 555 0111 is not in your contacts.',
    );
  });

  it('deletes a message from its right-click menu, and the conversation after confirming', async () => {
    const fetchMock = mount();
    fireEvent.click(await screen.findByRole('option', { name: /\+1 202 555 0111/ }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    fireEvent.contextMenu(screen.getAllByTestId('message')[1]!.firstElementChild!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    const deletes = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith(apiUrl('delSms')));
    await waitFor(() => expect(deletes()).toHaveLength(1));

    fireEvent.contextMenu(screen.getByRole('option', { name: /\+1 202 555 0111/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete conversation' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the whole conversation with +1 202 555 0111?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('option', { name: /\+1 202 555 0111/ })).toBeNull());
    expect(screen.getByTestId('pick-chat')).toBeTruthy();
    await waitFor(() => expect(deletes()).toHaveLength(2));
    expect(String(deletes()[1]![0])).toContain(`from=${OWN}`);
  });

  it('shows the no-number card with the brand support address', async () => {
    mount('wephone', []);
    const card = await screen.findByTestId('no-number-card');
    expect(card.textContent).toContain('support@wephone.example');
    expect(within(card).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:support@wephone.example',
    );
    expect(screen.getByRole('button', { name: 'New SMS' })).toHaveProperty('disabled', true);
  });

  it('hides the unknown-number banner for cloudnumber and shows cloud coins', async () => {
    mount('cloudnumber');
    await waitFor(() => expect(screen.getByTestId('chats-balance').textContent).toBe('12.34 cloud coins'));
    fireEvent.click(await screen.findByRole('option', { name: /\+1 202 555 0111/ }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    expect(screen.queryByTestId('unknown-number-banner')).toBeNull();
  });

  it('the banner can be dismissed and stays dismissed for that conversation', async () => {
    mount();
    fireEvent.click(await screen.findByRole('option', { name: /\+1 202 555 0111/ }));
    const banner = await screen.findByTestId('unknown-number-banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('unknown-number-banner')).toBeNull();
    expect(useChatView.getState().dismissedBanners).toContain(KEY);
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
    fireEvent.click(button);
    expect(useChats.getState().composingNew).toBe(true);
    expect(await screen.findByTestId('new-chat-hint')).toBeTruthy();
  });
});
