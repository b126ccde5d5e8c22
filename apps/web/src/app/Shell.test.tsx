import type { BrandId } from '@switchboard/protocol';
import { apiUrl, brands } from '@switchboard/protocol';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTabDataUntilChanged } from '../lib/monthlyRefresh.ts';
import { goToTab } from '../lib/navigation.ts';
import { useSession } from '../lib/session.ts';
import { closeSocket } from '../lib/socket/socket.ts';
import { readStorage, StorageKey } from '../lib/storage.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../test/helpers.tsx';
import { App } from './App.tsx';
import { createQueryClient } from './bootstrap.ts';
import { Providers } from './Providers.tsx';
import { Shell } from './Shell.tsx';

vi.mock(import('../lib/socket/socket.ts'), async (original) => ({
  ...(await original()),
  connectSocket: vi.fn(),
  closeSocket: vi.fn(),
}));

const TOKEN = 'tok_0123456789abcdefghijklmnop';
const tabNames = {
  chats: 'Chats',
  verification: 'Verification',
  numbers: 'Numbers',
  contacts: 'Contacts',
  account: 'Account',
};

function renderShell(
  brand: BrandId,
  chatList: unknown[] = [],
  asTheApp = false,
  // The shell alone, or the whole app (which swaps the shell for the login screen once logged out).
  root: ReactElement = <Shell />,
) {
  setupRuntime(brand, 'en');
  useSession.setState({ token: TOKEN });
  localStorage.setItem(StorageKey.token, TOKEN);
  const fetchMock = stubFetch((path) => {
    if (path === apiUrl('getAccountInfo'))
      return envelope(0, { phone: '2025550100', telCode: '1', email: 'alice@demo.test' });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 200_000 });
    if (path === apiUrl('getVirtualPhoneList'))
      return envelope(0, { virtualPhones: [], smsCountryCodes: {} });
    if (path === apiUrl('getChatList')) return envelope(0, { chatList });
    return envelope(0, null);
  });
  if (asTheApp) {
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    keepTabDataUntilChanged(queryClient);
    render(
      <Providers brand={brands[brand]} queryClient={queryClient}>
        <Shell />
      </Providers>,
    );
  } else renderWithProviders(root, brand);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Shell', () => {
  it.each<BrandId>(['pingme', 'wephone', 'wetalk', 'wetalkpro', 'cloudnumber', 'jiema'])(
    'shows exactly the tabs of %s, opened on its default tab',
    async (brand) => {
      renderShell(brand);
      const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
      expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual(
        brands[brand].tabs.map((id) => tabNames[id]),
      );
      expect(screen.getByRole('tab', { selected: true })).toHaveProperty(
        'dataset.tab',
        brands[brand].defaultTab,
      );
      expect(document.title).toBe(`${tabNames[brands[brand].defaultTab]} - ${brands[brand].name.en}`);
      if (brands[brand].defaultTab === 'chats') {
        // The chats chunk is large; its first import in a test run can take a few seconds.
        expect(
          await screen.findByRole('listbox', { name: 'Conversations' }, { timeout: 8_000 }),
        ).toBeTruthy();
      } else if (brands[brand].defaultTab === 'verification') {
        // jiema's verification tab is its single receive-code page.
        expect(await screen.findByTestId('jiema-verification', {}, { timeout: 8_000 })).toBeTruthy();
      } else {
        expect(
          await screen.findByText(`${tabNames[brands[brand].defaultTab]} is not available yet`),
        ).toBeTruthy();
      }
    },
  );

  it('switches tabs and shows the account panel with real data in the brand’s money format', async () => {
    renderShell('pingme');
    fireEvent.click(screen.getByRole('tab', { name: 'Account' }));
    expect(document.title).toBe('Account - PingMe');
    const balance = await screen.findByTestId('account-balance');
    await waitFor(() => expect(balance.textContent).toBe('20.0000 Coins'));
    await waitFor(() => expect(screen.getByTestId('account-webchat-id').textContent).toBe('2025550100'));
    expect(screen.getByTestId('account-email').textContent).toBe('alice@demo.test');
    expect(screen.getByTestId('account-phone').textContent).toBe('+1 202 555 0100');
  });

  it('lets features switch tabs (a highlighted link in a message opens the account tab)', async () => {
    renderShell('pingme');
    act(() => goToTab('account'));
    expect(screen.getByRole('tab', { selected: true })).toHaveProperty('dataset.tab', 'account');
    expect(await screen.findByTestId('account-balance')).toBeTruthy();
  });

  it('puts a dot on chats when the server counts a conversation unread', async () => {
    renderShell('pingme');
    const badge = () => screen.getByRole('tab', { name: 'Chats' }).querySelector('.MuiBadge-badge');
    await screen.findByRole('listbox', { name: 'Conversations' }, { timeout: 8_000 });
    expect(badge()?.className).toContain('MuiBadge-invisible');
  });

  it('shows the dot for a conversation the chat list says is unread', async () => {
    renderShell('pingme', [
      {
        ownFullNumber: '12025550100',
        ownTelCode: '1',
        ownNumber: '2025550100',
        otherFullNumber: '14155550123',
        otherTelCode: '1',
        otherNumber: '4155550123',
        date: Date.now(),
        text: 'hello',
        media: '',
        type: 'sms',
        smsId: 'sms_0123456789',
        direction: 'in',
        unread: 1,
      },
    ]);
    const badge = () => screen.getByRole('tab', { name: 'Chats' }).querySelector('.MuiBadge-badge');
    await waitFor(() => expect(badge()?.className).not.toContain('MuiBadge-invisible'), { timeout: 8_000 });
  });

  it('links help to a Feedback mail draft with brand and webchat id', async () => {
    renderShell('wephone');
    const link = screen.getByRole('link', { name: 'Help and feedback' });
    await waitFor(() => expect(link.getAttribute('href')).toContain('2025550100'));
    const href = link.getAttribute('href')!;
    expect(href.startsWith('mailto:support@wephone.example?subject=Feedback&body=')).toBe(true);
    expect(decodeURIComponent(href.split('body=')[1]!)).toContain('Brand: WePhone');
  });

  it('reloads the numbers and account data on their first opening in a new month only', async () => {
    localStorage.setItem(StorageKey.currentMonth, '2000-01');
    // The query cache set up as the app sets it up.
    const fetchMock = renderShell('wephone', [], true);
    const infoLoads = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith(apiUrl('getAccountInfo'))).length;
    await waitFor(() => expect(infoLoads()).toBe(1));
    // The chats tab is not one of them.
    expect(readStorage(StorageKey.currentMonth)).toBe('2000-01');

    fireEvent.click(screen.getByRole('tab', { name: 'Numbers' }));
    expect(readStorage(StorageKey.currentMonth)).toBe(new Date().toISOString().slice(0, 7));
    await waitFor(() => expect(infoLoads()).toBe(2));

    fireEvent.click(screen.getByRole('tab', { name: 'Chats' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Account' }));
    await screen.findByTestId('account-header');
    fireEvent.click(screen.getByRole('tab', { name: 'Numbers' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Account' }));
    expect(await screen.findByTestId('account-email')).toBeTruthy();
    expect(infoLoads()).toBe(2);
  });

  it('switches language from the side bar and remembers the choice', () => {
    renderShell('pingme');
    fireEvent.click(screen.getByRole('button', { name: 'Switch language' }));
    expect(screen.getByRole('tab', { name: '消息' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.title).toBe('消息 - PingMe');
    expect(readStorage(StorageKey.language)).toBe('zh-CN');
  });
});

describe('logout confirmation', () => {
  it('asks first; Cancel keeps the session', async () => {
    const fetchMock = renderShell('pingme', [], false, <App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }, { timeout: 8_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Are you sure you want to log out/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Still signed in: the app keeps the tabs (a logged-out app shows the login screen instead),
    // and its next request still carries the session.
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.queryByText('Log in to PingMe')).toBeNull();
    const before = fetchMock.mock.calls.length;
    fireEvent.click(screen.getByRole('tab', { name: 'Account' }));
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('20.0000 Coins'));
    const later = fetchMock.mock.calls.slice(before).map(([, init]) => new Headers(init?.headers));
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((headers) => [...headers.values()].includes(TOKEN))).toBe(true);
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith(apiUrl('logout')))).toBe(false);
  });

  it('Log out calls the server, clears the token and closes the socket', async () => {
    const fetchMock = renderShell('pingme', [], false, <App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }, { timeout: 8_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    // The app shows the login screen in place of the tabs.
    expect(await screen.findByText('Log in to PingMe', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith(apiUrl('logout')));
    expect(call?.[1]?.method).toBe('POST');
    expect(readStorage(StorageKey.token)).toBeNull();
    expect(vi.mocked(closeSocket)).toHaveBeenCalled();
  });
});
