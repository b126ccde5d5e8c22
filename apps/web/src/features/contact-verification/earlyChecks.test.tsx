import { apiUrl, Retcode, type UiLanguage, VERIFY_RESEND_SECONDS } from '@switchboard/protocol';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_DEBOUNCE_MS } from '../../components/clickDebounce.ts';
import { useSession } from '../../lib/session.ts';
import { describedBy, envelope, renderWithProviders, setupRuntime } from '../../test/helpers.tsx';
import { account, fakeVerifyServer, VerifyHarness } from './testServer.tsx';
import { closeVerifiedModal, openVerifiedModal } from './verifiedStore.ts';

function start(answers: Parameters<typeof fakeVerifyServer>[0] = {}, language: UiLanguage = 'en') {
  setupRuntime('pingme', language);
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const server = fakeVerifyServer(answers);
  renderWithProviders(<VerifyHarness />);
  return server;
}

const inUse = (retcode: number, field: string, retmsg: string) => () =>
  new Response(JSON.stringify({ retcode, retmsg, data: null, detail: `${field}: used`, field }), {
    status: 409,
  });

beforeEach(() => {
  Object.assign(account, { phone: '', telCode: '', email: '' });
});

afterEach(() => {
  act(() => closeVerifiedModal());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('email step: the address is checked before the captcha', () => {
  it('a malformed address is said at once, with no call', async () => {
    const server = start();
    act(() => openVerifiedModal('emailFromProfile'));
    fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(server.calls('checkContact')).toHaveLength(0);
    expect(screen.queryByLabelText('Captcha')).toBeNull();
  });

  it('an address of another account is refused under the field, and no captcha is asked', async () => {
    const server = start({
      [apiUrl('checkContact')]: inUse(
        Retcode.EMAIL_IN_USE,
        'email',
        'This email address is already used by another account.',
      ),
    });
    act(() => openVerifiedModal('emailFromProfile'));
    fireEvent.change(await screen.findByLabelText('Email address'), {
      target: { value: 'bob@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This email address is already used by another account.')).toBeTruthy();
    expect(describedBy(screen.getByLabelText('Email address'))).toBe(
      'This email address is already used by another account.',
    );
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    expect(server.calls('confirmCaptcha')).toHaveLength(0);
    expect(server.calls('requestToVerifyEmail')).toHaveLength(0);
    // Editing the address clears the reason.
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'bob2@example.test' } });
    expect(screen.queryByText('This email address is already used by another account.')).toBeNull();
  });
});

describe('phone step', () => {
  it('a phone of another account is said before any captcha or slider shows', async () => {
    start({
      [apiUrl('getVerifyCode')]: inUse(
        Retcode.PHONE_IN_USE,
        'phone',
        'This phone number is already used by another account.',
      ),
    });
    act(() => openVerifiedModal('charge'));
    fireEvent.change(await screen.findByLabelText('Country code'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '5551234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This phone number is already used by another account.')).toBeTruthy();
    expect(describedBy(screen.getByLabelText('Phone number'))).toBe(
      'This phone number is already used by another account.',
    );
    expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull();
  });

  it('says a missing code and a short number each under its field, in English and in Chinese', async () => {
    const server = start();
    act(() => openVerifiedModal('charge'));
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('Country code'))).toBe('Please enter country code'),
    );
    expect(describedBy(screen.getByLabelText('Phone number'))).toBe(
      'Please enter a phone number of at least 5 digits',
    );
    expect(server.calls('getVerifyCode')).toHaveLength(0);
    act(() => closeVerifiedModal());
    cleanup();

    start({}, 'zh-CN');
    act(() => openVerifiedModal('charge'));
    fireEvent.change(await screen.findByLabelText('国家代码'), { target: { value: '86' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '1234567890123456' } });
    fireEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText('手机号'))).toBe('请输入最多 15 位数字的手机号'),
    );
    expect(describedBy(screen.getByLabelText('国家代码'))).toBe('');
  });

  it('a resend checks the phone before showing the graphic captcha', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let taken = false;
    const server = start({
      [apiUrl('checkContact')]: () =>
        taken
          ? inUse(Retcode.PHONE_IN_USE, 'phone', 'This phone number is already used by another account.')()
          : envelope(0, { available: true }),
    });
    act(() => openVerifiedModal('charge'));
    fireEvent.change(await screen.findByLabelText('Country code'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '5551234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code digit 1');
    await screen.findByRole('button', { name: `Resend in ${VERIFY_RESEND_SECONDS} s` });
    taken = true;
    act(() => vi.advanceTimersByTime(VERIFY_RESEND_SECONDS * 1000 + CLICK_DEBOUNCE_MS));
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('This phone number is already used by another account.')).toBeTruthy();
    expect(server.calls('checkContact')[0]?.query.get('phone')).toBe('5551234567');
    expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull();
    expect(server.calls('getVerifyCode')).toHaveLength(1);
  });
});
