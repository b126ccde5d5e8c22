import { apiUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { describedBy, envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';

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

/** No global alert dialog came up (given the time the app takes to show one). */
async function expectNoGlobalAlert() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('alertdialog')).toBeNull();
}

/** The id of the captcha the picture shows. */
function shownCaptchaId(): string | null {
  const image = screen.getByAltText('Captcha picture') as HTMLImageElement;
  return new URL(image.src, 'http://localhost').searchParams.get('captchaId');
}

/** Answers the calls the signed-in screen makes with an empty account. */
const emptyAccount = () => envelope(0, { phone: '', telCode: '', email: 'alice@demo.test', balance: 0 });

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
    await expectNoGlobalAlert();
    // Still signed out: the form stays, with what was typed.
    expect(screen.getByRole('form', { name: 'Log in' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('alice@demo.test');
  });

  it('says each message under its field, drops it when that field is edited, and follows the language', async () => {
    setupRuntime('pingme', 'en');
    const fetchMock = stubFetch(() => envelope(0, null));
    renderWithProviders(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(describedBy(email)).toBe('Please enter email address'));
    expect(describedBy(screen.getByLabelText('Password'))).toBe('Please enter your password');

    fireEvent.change(email, { target: { value: 'alice@' } });
    expect(describedBy(email)).toBe('');
    expect(describedBy(screen.getByLabelText('Password'))).toBe('Please enter your password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(describedBy(email)).toBe('Please enter a valid email address'));

    fireEvent.click(screen.getByRole('button', { name: 'Switch language' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText('邮箱'))).toBe('请输入有效的邮箱地址'));
    expect(describedBy(screen.getByLabelText('密码'))).toBe('请输入密码');
    expect(fetchMock).not.toHaveBeenCalled();
    localStorage.clear();
  });

  it('says a phone and its calling code under their fields', async () => {
    setupRuntime('pingme', 'en');
    stubFetch(() => envelope(0, null));
    renderWithProviders(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Phone' }));
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '+12345' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '555-1' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Code'))).toBe('The country code must be 1 to 4 digits'),
    );
    expect(describedBy(screen.getByLabelText('Phone number'))).toBe(
      'The phone number must be 5 to 15 digits',
    );
    expect(describedBy(screen.getByLabelText('Password'))).toBe('');
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
      return emptyAccount();
    });
    renderWithProviders(<App />);
    await fillLogin('alice@demo.test', 'demo1234');

    await screen.findByRole('dialog', { name: 'Security check' });
    const firstId = shownCaptchaId();
    expect(firstId).toEqual(expect.any(String));
    const image = screen.getByAltText('Captcha picture') as HTMLImageElement;
    expect(image.src).toContain(`${apiUrl('captcha')}?`);
    typeCaptcha('ab12');
    await screen.findByText(/The characters were incorrect/);
    expect(logins[1]).toMatchObject({ captchaId: firstId, inputCaptcha: 'ab12' });
    const secondId = shownCaptchaId();
    expect(secondId).not.toBe(firstId);

    fireEvent.click(screen.getByAltText('Captcha picture'));
    await waitFor(() => expect(shownCaptchaId()).not.toBe(secondId));
    const thirdId = shownCaptchaId();
    typeCaptcha('cd34');
    // Signed in: the tabs of the signed-in screen.
    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(logins[2]).toMatchObject({ account: 'alice@demo.test', captchaId: thirdId, inputCaptcha: 'cd34' });
    expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull();
    await expectNoGlobalAlert();
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
    expect(describedBy(screen.getByLabelText('Password'))).toBe('The password must be at least 8 characters');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already exists');
    await expectNoGlobalAlert();
  });

  it('says the sign-up messages under their fields in Chinese', async () => {
    setupRuntime('pingme', 'zh-CN');
    const fetchMock = stubFetch(() => envelope(0, null));
    renderWithProviders(<App />);
    fireEvent.click(await screen.findByRole('button', { name: '注册' }));
    fireEvent.change(await screen.findByLabelText('密码'), { target: { value: 'x'.repeat(129) } });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText('邮箱'))).toBe('请输入邮箱地址'));
    expect(describedBy(screen.getByLabelText('密码'))).toBe('密码最多128个字符');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts a session on success', async () => {
    setupRuntime('pingme', 'en');
    stubFetch((path) => (path === apiUrl('register') ? envelope(0, session) : emptyAccount()));
    renderWithProviders(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'new@demo.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    // Signed in, and the account may invite friends (the answer's canInvite): its section is listed.
    fireEvent.click(await screen.findByRole('tab', { name: 'Account' }));
    expect(await screen.findByRole('button', { name: 'Invite friends' })).toBeTruthy();
  });
});
