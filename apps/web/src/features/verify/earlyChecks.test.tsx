import { apiUrl, Retcode, VERIFY_RESEND_SECONDS } from '@switchboard/protocol';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_DEBOUNCE_MS } from '../../components/clickDebounce.ts';
import { useCaptcha } from '../../lib/captcha.ts';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime } from '../../test/helpers.tsx';
import { account, fakeVerifyServer, VerifyHarness } from './testServer.tsx';
import { closeVerifiedModal, openVerifiedModal } from './verifiedStore.ts';

function start(answers: Parameters<typeof fakeVerifyServer>[0] = {}) {
  setupRuntime('pingme', 'en');
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
    expect(useCaptcha.getState().open).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull();
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
    expect(useCaptcha.getState().open).toBe(false);
    expect(server.calls('getVerifyCode')).toHaveLength(1);
  });
});
