import { apiUrl, Retcode, VERIFY_RESEND_SECONDS } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { describedBy, envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';

vi.mock(import('../../lib/socket/socket.ts'), async (original) => ({
  ...(await original()),
  connectSocket: vi.fn(),
  closeSocket: vi.fn(),
}));

const TOKEN = 'tok_0123456789abcdefghijklmnop';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** An answer with the field the server names, as the envelope carries it. */
function refusal(retcode: number, retmsg: string, field: string, status = 400) {
  return new Response(JSON.stringify({ retcode, retmsg, data: null, field }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Answers the graphic captcha that opens before every code request. */
async function answerCaptcha() {
  const dialog = await screen.findByRole('dialog');
  'ab12'.split('').forEach((char, index) => {
    fireEvent.change(within(dialog).getByLabelText(`Character ${index + 1}`), { target: { value: char } });
  });
}

async function openReset(email: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await answerCaptcha();
}

const setPassword = () => screen.getByRole('button', { name: 'Set new password and log in' });

describe('forgot password', () => {
  it('sends a code after the captcha, shows a wrong code under its field, then signs in', async () => {
    setupRuntime('pingme', 'en');
    const resets: Record<string, unknown>[] = [];
    const requests: Record<string, unknown>[] = [];
    stubFetch((path, init, url) => {
      if (path === apiUrl('confirmCaptcha')) {
        expect(url.searchParams.get('nextApi')).toBe(apiUrl('requestPasswordReset'));
        return envelope(0, { result: true });
      }
      if (path === apiUrl('requestPasswordReset')) {
        requests.push(JSON.parse(String(init?.body)));
        return envelope(0, { verifyid: 'v-1', channel: 'email', codeLength: 6 });
      }
      if (path === apiUrl('resetPassword')) {
        resets.push(JSON.parse(String(init?.body)));
        if (resets.length === 1) {
          return refusal(
            Retcode.WRONG_CREDENTIALS,
            'The code is not correct or has expired.',
            'activationcode',
            401,
          );
        }
        return envelope(0, { token: TOKEN, canInvite: true, canSetInviter: true });
      }
      return envelope(0, null);
    });
    renderWithProviders(<App />);
    await openReset('alice@demo.test');

    expect((await screen.findByTestId('reset-sent')).textContent).toBe(
      'We sent a 6-digit code to alice@demo.test. It expires in 10 minutes.',
    );
    expect(requests[0]).toMatchObject({ account: 'alice@demo.test', captchaId: expect.any(String) });
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(setPassword());
    await waitFor(() => expect(describedBy(screen.getByLabelText('Code'))).toBe('Enter the 6-digit code.'));
    expect(describedBy(screen.getByLabelText('New password'))).toBe(
      'The password must be at least 8 characters',
    );
    expect(resets).toHaveLength(0);
    // Editing a field takes its message away; the other's stays until the next attempt.
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a fresh start 42' } });
    expect(describedBy(screen.getByLabelText('New password'))).toBe('');
    expect(describedBy(screen.getByLabelText('Code'))).toBe('Enter the 6-digit code.');

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: ' 123456 ' } });
    fireEvent.click(setPassword());
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Code'))).toBe('The code is not correct or has expired.'),
    );
    // Still on the reset form, signed out, and the refusal is not also raised as an alert.
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.click(setPassword());
    // Signed in: the tab shell replaces the reset form.
    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Set new password and log in' })).toBeNull();
    expect(resets[1]).toEqual({
      verifyid: 'v-1',
      activationcode: '123456',
      newPassword: 'a fresh start 42',
      platform: expect.any(String),
    });
  });

  it('says under the email field, in Chinese, that no account uses it', async () => {
    setupRuntime('pingme', 'zh-CN');
    stubFetch((path) => {
      if (path === apiUrl('confirmCaptcha')) return envelope(0, { result: true });
      if (path === apiUrl('requestPasswordReset')) {
        return refusal(
          Retcode.NOT_FOUND,
          '没有账户使用该邮箱或手机号，请检查后重试，或注册新账户。',
          'account',
          404,
        );
      }
      return envelope(0, null);
    });
    renderWithProviders(<App />);
    fireEvent.click(await screen.findByRole('button', { name: '忘记密码？' }));
    fireEvent.change(await screen.findByLabelText('邮箱'), { target: { value: 'nobody@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    const dialog = await screen.findByRole('dialog');
    'ab12'.split('').forEach((char, index) => {
      fireEvent.change(within(dialog).getAllByRole('textbox')[index] as HTMLElement, {
        target: { value: char },
      });
    });
    const email = await screen.findByLabelText('邮箱');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(email)).toBe('没有账户使用该邮箱或手机号，请检查后重试，或注册新账户。');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Back to the log-in form.
    fireEvent.click(screen.getByRole('button', { name: '返回登录' }));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('checks the phone fields before asking, then texts a code and offers a new one after the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setupRuntime('pingme', 'en');
    const requests: Record<string, unknown>[] = [];
    stubFetch((path, init) => {
      if (path === apiUrl('confirmCaptcha')) return envelope(0, { result: true });
      if (path === apiUrl('requestPasswordReset')) {
        requests.push(JSON.parse(String(init?.body)));
        return envelope(0, { verifyid: `v-${requests.length}`, channel: 'sms', codeLength: 4 });
      }
      return envelope(0, null);
    });
    renderWithProviders(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Phone' }));
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(describedBy(screen.getByLabelText('Code'))).toBe('Please enter country code'));
    expect(describedBy(screen.getByLabelText('Phone number'))).toBe(
      'The phone number must be 5 to 15 digits',
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '+44' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '7700 900-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await answerCaptcha();
    expect((await screen.findByTestId('reset-sent')).textContent).toBe(
      'We texted a 4-digit code to +44 7700900123. It expires in 10 minutes.',
    );
    expect(requests[0]).toMatchObject({ account: '7700900123', telCode: '44' });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'a fresh start 42' } });
    fireEvent.click(setPassword());
    await waitFor(() => expect(describedBy(screen.getByLabelText('Code'))).toBe('Enter the 4-digit code.'));

    act(() => vi.advanceTimersByTime(VERIFY_RESEND_SECONDS * 1000));
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));
    await answerCaptcha();
    // The new code starts its own countdown; the old digits are gone.
    expect(await screen.findByRole('button', { name: /Send a new code in \d+ s/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(requests).toHaveLength(2);
    expect(screen.getByLabelText<HTMLInputElement>('Code').value).toBe('');
  });
});
