import { apiUrl, Retcode } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../lib/api/client.ts';
import { useSession } from '../lib/session.ts';
import { StorageKey } from '../lib/storage.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../test/helpers.tsx';
import { App } from './App.tsx';

vi.mock(import('../lib/socket/socket.ts'), async (original) => ({
  ...(await original()),
  connectSocket: vi.fn(),
  closeSocket: vi.fn(),
}));

const TOKEN = 'tok_0123456789abcdefghijklmnop';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('App', () => {
  it('front page: no tabs, the default tab panel and a Log in button that leads to the login form', async () => {
    setupRuntime('jiema', 'zh-CN', true);
    renderWithProviders(<App />, 'jiema');
    expect(await screen.findByTestId('jiema-verification')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    await waitFor(() => expect(document.title).toBe('接码 - 接码'));
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: '登录' }));
    expect(await screen.findByText('登录接码')).toBeTruthy();
  });

  it('a kicked session returns to the login screen with the code’s own alert', async () => {
    setupRuntime('pingme', 'en');
    useSession.setState({ token: TOKEN });
    // Signed in as the app signs in: the token is in the browser's storage too.
    localStorage.setItem(StorageKey.token, TOKEN);
    // The chats screen asks for the balance too, so the session only ends once the test says so.
    let kick = false;
    stubFetch((path) =>
      path === apiUrl('queryBalance') && kick
        ? envelope(Retcode.SIGNED_IN_ELSEWHERE, null, 'elsewhere', 401)
        : envelope(0, { phone: '', telCode: '', email: 'a@b.test', balance: 1 }),
    );
    renderWithProviders(<App />);
    expect(await screen.findByRole('tablist')).toBeTruthy();
    kick = true;
    await act(() => callApi('queryBalance').catch(() => undefined));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Your account has signed in on another device.');
    expect(await screen.findByText('Log in to PingMe')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the storage-quota alert in the interface language', async () => {
    setupRuntime('cloudnumber', 'zh-CN');
    renderWithProviders(<App />, 'cloudnumber');
    const { pushAlert } = await import('../lib/alerts.ts');
    act(() => pushAlert({ messageKey: 'storage.quotaExceeded' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('存储空间已满');
  });
});
