import { apiUrl, Retcode, type VirtualPhone } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { goToTab } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { expectNoAlertShown } from '../../test/screenChecks.tsx';
import { SecuritySection } from './index.ts';

vi.mock(import('../../lib/socket/socket.ts'), async (original) => ({
  ...(await original()),
  connectSocket: vi.fn(),
  closeSocket: vi.fn(),
}));

const TOKEN = 'tok_0123456789abcdefghijklmnop';

const number = (phone: string): VirtualPhone => ({
  telCode: '1',
  phone,
  country: 'US',
  tollFree: false,
  messagingEnabled: true,
  paymentDate: '2026-12-01T00:00:00.000Z',
  monthRent: 370_800,
  planId: '1101',
});

/** Serves the calls of the Security section; deleteAccount answers with `deletion`. */
function serve(deletion: () => Response = () => envelope(0, null)) {
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  stubFetch((path, init) => {
    if (init?.body) posted.push({ path, body: JSON.parse(String(init.body)) });
    if (path === apiUrl('getSessionList')) return envelope(0, { sessions: [] });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 1_234_500 });
    if (path === apiUrl('getVirtualPhoneList'))
      return envelope(0, {
        virtualPhones: [number('4155550100'), number('2125550123')],
        smsCountryCodes: {},
        forwardStatus: 0,
        voicemailStatus: 1,
        canForward: false,
        canVoicemail: true,
      });
    if (path === apiUrl('deleteAccount')) return deletion();
    if (path === apiUrl('getAccountInfo'))
      return envelope(0, { phone: '2025550100', telCode: '1', email: 'a@b.test' });
    // The rest of the signed-in page (chats, profile) as an empty account has it.
    if (path === apiUrl('getChatList')) return envelope(0, { chatList: [] });
    return envelope(0, null);
  });
  return posted;
}

function signIn(language: 'en' | 'zh-CN' = 'en') {
  setupRuntime('pingme', language);
  useSession.setState({ token: TOKEN });
}

/**
 * The whole app, signed in, on the account tab's Security section: what signing out looks like
 * (the login screen) and the app-wide alerts are on screen with it.
 */
async function renderAppOnSecurity() {
  renderWithProviders(<App />);
  await screen.findByRole('tablist', { name: 'Main tabs' });
  act(() => goToTab('account', 'security'));
  await screen.findByRole('button', { name: 'Delete account' }, { timeout: 8_000 });
}

async function openDialog(name = 'Delete account') {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Delete account', () => {
  it('says what is lost, the balance and the numbers included, and asks for the password first', async () => {
    signIn();
    const posted = serve();
    await renderAppOnSecurity();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Delete your account?' })).toBeTruthy();
    const balance = await within(dialog).findByTestId('delete-account-balance');
    expect(balance.textContent).toBe(
      'Your remaining balance of 123.4500 Coins is forfeited. It is not refunded.',
    );
    expect(within(dialog).getByTestId('delete-account-numbers').textContent).toBe(
      'These 2 numbers are released and cannot be restored: +1 415 555 0100, +1 212 555 0123.',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Enter your password.')).toBeTruthy();
    expect(posted.some((item) => item.path === apiUrl('deleteAccount'))).toBe(false);
    // Still signed in: the page with its tabs (behind the dialog), not the login screen.
    expect(screen.getByRole('tablist', { name: 'Main tabs', hidden: true })).toBeTruthy();
    expect(screen.queryByText('Log in to PingMe')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('tablist', { name: 'Main tabs' })).toBeTruthy();
  });

  it('shows a wrong password under the field, alerts nothing and stays signed in', async () => {
    signIn();
    const refusal = {
      retcode: Retcode.WRONG_CREDENTIALS,
      retmsg: 'Your current password is not correct.',
      data: null,
      detail: 'password: does not match',
      field: 'password',
    };
    serve(() => new Response(JSON.stringify(refusal), { status: 401 }));
    await renderAppOnSecurity();
    const dialog = await openDialog();
    await within(dialog).findByTestId('delete-account-balance');
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    fireEvent.change(password, { target: { value: 'not it' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Your current password is not correct.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await expectNoAlertShown();
    // Still signed in: the page with its tabs, not the login screen.
    // (behind the open dialog, so hidden from the accessibility tree for now)
    expect(screen.getByRole('tablist', { name: 'Main tabs', hidden: true })).toBeTruthy();
    expect(screen.queryByText('Log in to PingMe')).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Delete your account?' })).toBeTruthy();
  });

  it('deletes with the password, signs out here and leaves a notice for the sign-in screen', async () => {
    signIn();
    const posted = serve();
    await renderAppOnSecurity();
    const dialog = await openDialog();
    await within(dialog).findByTestId('delete-account-balance');
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'my secret 1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    // Signed out here: the app shows the login screen, with the notice over it.
    expect(await screen.findByText('Log in to PingMe', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.queryByRole('tablist', { name: 'Main tabs' })).toBeNull();
    expect(posted.find((item) => item.path === apiUrl('deleteAccount'))?.body).toEqual({
      password: 'my secret 1',
      platform: 'pingme',
    });
    const notice = await screen.findByRole('alertdialog');
    expect(
      within(notice).getByText('Your account was deleted. Its numbers were released and its data erased.'),
    ).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('reads in Chinese', async () => {
    signIn('zh-CN');
    serve();
    renderWithProviders(<SecuritySection />);
    const dialog = await openDialog('注销账号');
    expect(within(dialog).getByRole('heading', { name: '确定注销您的账号？' })).toBeTruthy();
    const balance = await within(dialog).findByTestId('delete-account-balance');
    expect(balance.textContent).toBe('您的剩余余额 123.4500 金币 将作废，不予退还。');
    expect(within(dialog).getByLabelText('密码')).toBeTruthy();
  });
});
