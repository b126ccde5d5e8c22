import type { BrandId } from '@switchboard/protocol';
import { apiUrl, chatKey } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeChatsServer, textMessage, useChats } from '../features/chats/testing.tsx';
import { goToTab } from '../lib/navigation.ts';
import { useSession } from '../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../test/helpers.tsx';
import { Shell } from './Shell.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';

vi.mock(import('../lib/socket/socket.ts'), async (original) => ({
  ...(await original()),
  connectSocket: vi.fn(),
  closeSocket: vi.fn(),
}));

const OWN = '12025550100';
const BOB = '12025550111';
const CAROL = '12025550122';
const now = Date.now();

/** The shell on the chats tab with two conversations, Carol's the newest (the list shows it first). */
async function renderChats(brand: BrandId = 'pingme') {
  const server = new FakeChatsServer(OWN);
  server.add(BOB, textMessage('b1', now - 120_000, 'in', 'from Bob'));
  server.add(CAROL, textMessage('c1', now - 60_000, 'in', 'from Carol'));
  stubFetch((path, init, url) => {
    const chats = server.handle(path, init, url);
    if (chats) return chats;
    if (path === apiUrl('getVirtualPhoneList')) {
      const own = {
        telCode: '1',
        phone: OWN.slice(1),
        country: 'US',
        tollFree: false,
        messagingEnabled: true,
      };
      return envelope(0, {
        virtualPhones: [{ ...own, paymentDate: '', monthRent: 0, planId: '' }],
        smsCountryCodes: {},
        forwardStatus: 0,
        voicemailStatus: 0,
        canForward: false,
        canVoicemail: true,
      });
    }
    if (path === apiUrl('getAccountInfo'))
      return envelope(0, { phone: '', telCode: '', email: 'a@demo.test' });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 123_400 });
    return envelope(0, null);
  });
  // After the stub: signing in makes the queries of an earlier test's client load again.
  setupRuntime(brand, 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  renderWithProviders(<Shell />, brand);
  // The chats chunk is large; its first import in a test run can take a few seconds.
  await screen.findByRole('option', { name: /\+1 202 555 0111/ }, { timeout: 8_000 });
  // New SMS is enabled once the own numbers are known (the `n` shortcut needs them too).
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'New SMS' })).toHaveProperty('disabled', false),
  );
}

/** Presses a key on the focused element (the page when nothing is); false when a handler kept it from the browser. */
function press(init: KeyboardEventInit, target: Element = document.activeElement ?? document.body) {
  let passedOn = true;
  act(() => {
    passedOn = fireEvent.keyDown(target, init);
  });
  return passedOn;
}

const selectedName = () => screen.getByRole('option', { selected: true }).textContent ?? '';
const composer = () => screen.getByRole('textbox', { name: 'Message' });

// happy-dom lays nothing out; the virtualized list needs a viewport height to render rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  useChats.getState().reset();
});
afterEach(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('keyboard shortcuts on the chats screen', () => {
  it('Alt+Down and Alt+Up open the next and previous conversation and move focus to its row', async () => {
    await renderChats();
    expect(press({ key: 'ArrowDown', altKey: true })).toBe(false);
    await waitFor(() => expect(selectedName()).toContain('+1 202 555 0122'));
    expect(document.activeElement?.getAttribute('data-chat-key')).toBe(chatKey(OWN, CAROL));
    expect(await within(screen.getByTestId('message-list')).findByText('from Carol')).toBeTruthy();

    press({ key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(selectedName()).toContain('+1 202 555 0111'));
    expect(await within(screen.getByTestId('message-list')).findByText('from Bob')).toBeTruthy();
    // The end of the list: nothing to open, and the key is left to the browser.
    expect(press({ key: 'ArrowDown', altKey: true })).toBe(true);
    expect(selectedName()).toContain('+1 202 555 0111');

    press({ key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(selectedName()).toContain('+1 202 555 0122'));
  });

  it('R puts the caret in the message box; Escape there hands focus back to the open row', async () => {
    await renderChats();
    // No conversation open: the box takes no text, so the key does nothing.
    expect(press({ key: 'r' })).toBe(true);
    press({ key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(composer().getAttribute('contenteditable')).toBe('true'));
    expect(press({ key: 'r' })).toBe(false);
    expect(document.activeElement).toBe(composer());

    expect(press({ key: 'Escape' })).toBe(false);
    expect(document.activeElement?.getAttribute('role')).toBe('option');
    expect(document.activeElement?.getAttribute('aria-selected')).toBe('true');
  });

  it('N starts a new message with focus in the To field', async () => {
    await renderChats();
    expect(press({ key: 'n' })).toBe(false);
    expect(await screen.findByTestId('new-chat-header')).toBeTruthy();
    const to = within(screen.getByTestId('new-chat-header')).getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(document.activeElement).toBe(to));
  });

  it('does nothing while the user types in the message box, a field, or composes with an input method', async () => {
    await renderChats();
    press({ key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(composer().getAttribute('contenteditable')).toBe('true'));
    const box = composer();
    box.focus();
    expect(press({ key: 'ArrowDown', altKey: true }, box)).toBe(true);
    expect(press({ key: 'n' }, box)).toBe(true);
    expect(press({ key: '?' }, box)).toBe(true);
    expect(selectedName()).toContain('+1 202 555 0122');
    expect(screen.queryByTestId('new-chat-header')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    // A plain input (the To field of a new message) is typing too.
    fireEvent.click(screen.getByRole('button', { name: 'New SMS' }));
    const to = await screen.findByRole('textbox', { name: 'Phone number' });
    expect(press({ key: 'r' }, to)).toBe(true);
    expect(document.activeElement).not.toBe(composer());

    // Pinyin picks candidates with letters and Enter: keys the input method takes are not shortcuts.
    act(() => screen.getByRole('button', { name: 'New SMS' }).focus());
    expect(press({ key: '?', isComposing: true })).toBe(true);
    expect(press({ key: '?', keyCode: 229 })).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves Ctrl, Cmd and Shift combinations to the browser', async () => {
    await renderChats();
    expect(press({ key: 'n', ctrlKey: true })).toBe(true);
    expect(press({ key: 'r', metaKey: true })).toBe(true);
    expect(press({ key: 'N', shiftKey: true })).toBe(true);
    expect(press({ key: 'ArrowDown', altKey: true, ctrlKey: true })).toBe(true);
    expect(screen.queryByTestId('new-chat-header')).toBeNull();
    expect(screen.queryByRole('option', { selected: true })).toBeNull();
  });

  it('opens the search with Ctrl+K or Cmd+K, and Escape closes it', async () => {
    await renderChats();
    expect(press({ key: 'k', ctrlKey: true })).toBe(false);
    const search = await screen.findByRole('dialog', { name: 'Search' });
    fireEvent.keyDown(search, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull());
    expect(press({ key: 'K', metaKey: true })).toBe(false);
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Search' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull());
  });

  it('keeps the chats shortcuts to the chats tab', async () => {
    await renderChats();
    act(() => goToTab('account'));
    expect(press({ key: 'ArrowDown', altKey: true })).toBe(true);
    expect(useChats.getState().selectedKey).toBeNull();
  });
});

describe('the keyboard shortcuts dialog', () => {
  it('opens with ? and from the side bar, lists the shortcuts with their keys, and closes with Escape', async () => {
    await renderChats();
    expect(press({ key: '?', shiftKey: true })).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual([
      'Open the next conversation',
      'Open the previous conversation',
      "Write in the open conversation's message box",
      'Send the message',
      'Start a new line in the message',
      'Start a new message',
      'Search messages, conversations and contacts',
      'Close a dialog or menu; leave the message box',
      'Show these shortcuts',
    ]);
    expect([...rows[0]!.querySelectorAll('kbd')].map((key) => key.textContent)).toEqual(['Alt', '↓']);
    expect([...rows[6]!.querySelectorAll('kbd')].map((key) => key.textContent)).toEqual(['Ctrl/⌘', 'K']);
    expect([...rows[8]!.querySelectorAll('kbd')].map((key) => key.textContent)).toEqual(['?']);
    // Keys pressed inside the dialog are its own: ? does not open a second one.
    expect(press({ key: '?' }, dialog)).toBe(true);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const again = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    fireEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads in Chinese once the language is switched', async () => {
    await renderChats();
    fireEvent.click(screen.getByRole('button', { name: 'Switch language' }));
    fireEvent.click(screen.getByRole('button', { name: '键盘快捷键' }));
    const dialog = await screen.findByRole('dialog', { name: '键盘快捷键' });
    expect(within(dialog).getByRole('columnheader', { name: '操作' })).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: '按键' })).toBeTruthy();
    expect(within(dialog).getByText('打开下一个会话')).toBeTruthy();
    expect(within(dialog).getByText('新建短信')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists only the general shortcuts for a brand without chats', () => {
    setupRuntime('jiema', 'en');
    renderWithProviders(<ShortcutsDialog open onClose={vi.fn()} />, 'jiema');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent),
    ).toEqual(['Close a dialog or menu; leave the message box', 'Show these shortcuts']);
  });
});
