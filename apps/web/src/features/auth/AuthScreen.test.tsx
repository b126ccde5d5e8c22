import { apiUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { useAlerts } from '../../lib/alerts.ts';
import { useCaptcha } from '../../lib/captcha.ts';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';

vi.mock(import('../../lib/socket/socket.ts'), async (original) => ({
  ...(await original()),
  connectSocket: vi.fn(),
  closeSocket: vi.fn(),
}));

const TOKEN = 'tok_0123456789abcdefghijklmnop';
const session = { token: TOKEN, canInvite: true, canSetInviter: true };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function fillLogin(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

function typeCaptcha(text: string) {
  const dialog = screen.getByRole('dialog');
  text.split('').forEach((char, index) => {
    fireEvent.change(within(dialog).getByLabelText(`Character ${index + 1}`), { target: { value: char } });
  });
}

describe('log-in screen', () => {
  it('validates fields in the interface language before calling the server', async () => {
    setupRuntime('pingme', 'zh-CN');
    const fetchMock = stubFetch(() => envelope(0, null));
    renderWithProviders(<App />);
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入邮箱地址')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows wrong credentials inline and raises no global alert', async () => {
    setupRuntime('pingme', 'en');
    stubFetch((path) =>
      path === apiUrl('preLogin')
        ? envelope(0, { registered: true, captchaRequired: false })
        : envelope(Retcode.WRONG_CREDENTIALS, null, 'The account or password is incorrect.', 401),
    );
    renderWithProviders(<App />);
    await fillLogin('alice@demo.test', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('The account or password is incorrect.');
    expect(useAlerts.getState().queue).toHaveLength(0);
    expect(useSession.getState().token).toBeNull();
  });

  it('toggles password visibility', async () => {
    setupRuntime('pingme', 'en');
    renderWithProviders(<App />);
    const input = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
  });

  it('opens the captcha on 100010, reloads it on 100015 and retries login with the answer', async () => {
    setupRuntime('pingme', 'en');
    const logins: Record<string, unknown>[] = [];
    const fetchMock = stubFetch((path, init) => {
      if (path === apiUrl('preLogin')) return envelope(0, { registered: true, captchaRequired: false });
      if (path === apiUrl('login')) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        logins.push(body);
        if (logins.length === 1) return envelope(Retcode.CAPTCHA_REQUIRED, null, 'captcha please', 403);
        if (logins.length === 2) return envelope(Retcode.CAPTCHA_WRONG, null, 'wrong captcha', 400);
        return envelope(0, session);
      }
      return envelope(0, { phone: '', telCode: '', email: 'alice@demo.test' });
    });
    renderWithProviders(<App />);
    await fillLogin('alice@demo.test', 'demo1234');

    await screen.findByRole('dialog');
    const firstId = useCaptcha.getState().captchaId;
    const image = screen.getByAltText('Captcha picture') as HTMLImageElement;
    expect(image.src).toContain(`${apiUrl('captcha')}?`);
    expect(image.src).toContain(`captchaId=${firstId}`);
    typeCaptcha('ab12');
    await screen.findByText(/The characters were incorrect/);
    expect(logins[1]).toMatchObject({ captchaId: firstId, inputCaptcha: 'ab12' });
    const secondId = useCaptcha.getState().captchaId;
    expect(secondId).not.toBe(firstId);

    fireEvent.click(screen.getByAltText('Captcha picture'));
    const thirdId = useCaptcha.getState().captchaId;
    expect(thirdId).not.toBe(secondId);
    typeCaptcha('cd34');
    await waitFor(() => expect(useSession.getState().token).toBe(TOKEN));
    expect(logins[2]).toMatchObject({ account: 'alice@demo.test', captchaId: thirdId, inputCaptcha: 'cd34' });
    expect(useCaptcha.getState().open).toBe(false);
    expect(useAlerts.getState().queue).toHaveLength(0);
    expect(fetchMock).toHaveBeenCalled();
  });
});

describe('sign-up screen', () => {
  it('switches from log-in, checks the password length, and shows "account exists" inline', async () => {
    setupRuntime('wephone', 'en');
    stubFetch(() =>
      envelope(
        Retcode.ACCOUNT_EXISTS,
        null,
        'An account with this email already exists. Please log in.',
        409,
      ),
    );
    renderWithProviders(<App />, 'wephone');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Create your WePhone account')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('The password must be at least 8 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already exists');
    expect(useAlerts.getState().queue).toHaveLength(0);
  });

  it('starts a session on success', async () => {
    setupRuntime('pingme', 'en');
    stubFetch((path) => (path === apiUrl('register') ? envelope(0, session) : envelope(0, null)));
    renderWithProviders(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'new@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(useSession.getState().token).toBe(TOKEN));
    expect(useSession.getState().canInvite).toBe(true);
  });
});
