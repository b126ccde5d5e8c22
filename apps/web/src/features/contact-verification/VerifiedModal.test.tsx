import { apiUrl, Retcode, VERIFY_RESEND_SECONDS } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLICK_DEBOUNCE_MS } from '../../components/clickDebounce.ts';
import { useSession } from '../../lib/session.ts';
import { describedBy, envelope, renderWithProviders, setupRuntime } from '../../test/helpers.tsx';
import { expectShown, leaveTabs, NextScreen } from '../../test/nextScreen.tsx';
import { account, fakeVerifyServer, VerifyHarness, wrongCode } from './testServer.tsx';
import { closeVerifiedModal, openVerifiedModal } from './verifiedStore.ts';

function start(answers: Parameters<typeof fakeVerifyServer>[0] = {}) {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const server = fakeVerifyServer(answers);
  leaveTabs();
  renderWithProviders(
    <>
      <VerifyHarness />
      <NextScreen />
    </>,
  );
  return server;
}

function typeCode(code: string) {
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Code digit 1'), { target: { value: code } });
}

async function sendPhone(telCode = '1', phone = '5551234567') {
  fireEvent.change(screen.getByLabelText('Country code'), { target: { value: telCode } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText('Code digit 1');
}

beforeEach(() => {
  Object.assign(account, { phone: '', telCode: '', email: '' });
});

/** Lets the 1 s click debounce of the form's button pass, as a person pausing to fix the form does. */
function waitOutClickDebounce() {
  act(() => vi.advanceTimersByTime(CLICK_DEBOUNCE_MS));
}

afterEach(() => {
  act(() => closeVerifiedModal());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('verified modal', () => {
  it('is titled "Set your phone number" from the profile when the account has no phone', async () => {
    start();
    act(() => openVerifiedModal('updateFromProfile'));
    expect(await screen.findByRole('dialog', { name: 'Set your phone number' })).toBeTruthy();
  });

  it('is titled "Change phone number" from the profile when there is a phone to change', async () => {
    Object.assign(account, { phone: '5551234567', telCode: '1' });
    start();
    act(() => openVerifiedModal('updateFromProfile'));
    expect(await screen.findByRole('dialog', { name: 'Change phone number' })).toBeTruthy();
  });

  it('verifies a phone: code request, 4-digit code, then setPhoneForAccount and close', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = start();
    act(() => openVerifiedModal('charge'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter country code')).toBeTruthy();
    waitOutClickDebounce();
    await sendPhone();
    expect(server.calls('getVerifyCode')[0]?.query.get('telcode')).toBe('1');
    expect(server.calls('getVerifyCode')[0]?.query.get('phone')).toBe('5551234567');
    expect(screen.queryByLabelText('Code digit 5')).toBeNull();

    typeCode('1234');
    await waitFor(() => expect(server.calls('setPhoneForAccount')).toHaveLength(1));
    expect(server.calls('validateCode')[0]?.body).toMatchObject({
      verifyid: 'v-phone-1',
      activationcode: '1234',
    });
    expect(server.calls('setPhoneForAccount')[0]?.body).toMatchObject({ telcode: '1', phone: '5551234567' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls('updatePhone')).toHaveLength(0);
  });

  it('a refused code request shows its reason in the form, keeps the number and raises no alert', async () => {
    const refusal = {
      retcode: Retcode.TOO_MANY_REQUESTS,
      retmsg: 'Wait 60 seconds before asking for another code.',
      data: null,
      detail: 'phone: wait 60 seconds before asking for another code',
      field: 'phone',
    };
    start({ [apiUrl('getVerifyCode')]: () => new Response(JSON.stringify(refusal), { status: 429 }) });
    act(() => openVerifiedModal('charge'));
    fireEvent.change(await screen.findByLabelText('Country code'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '5551234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = screen.getByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal.retmsg);
    // Under the field the failure is about.
    expect(describedBy(screen.getByLabelText('Phone number'))).toBe(refusal.retmsg);
    expect(describedBy(screen.getByLabelText('Country code'))).toBe('');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('5551234567');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(dialog.textContent).not.toContain('phone:');
  });

  it('verifies an email: inline captcha for requestToVerifyEmail, 6-digit code, then saves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    account.email = 'old@example.test';
    const server = start();
    act(() => openVerifiedModal('emailFromProfile'));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter email address')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'new@example.test' } });
    // The address is checked before any captcha is shown.
    expect(screen.queryByLabelText('Captcha')).toBeNull();
    waitOutClickDebounce();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('Captcha'), { target: { value: 'ab12' } });
    expect(server.calls('checkContact')[0]?.query.get('email')).toBe('new@example.test');
    waitOutClickDebounce();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code digit 6');

    const confirm = server.calls('confirmCaptcha')[0];
    expect(confirm?.query.get('nextApi')).toBe(apiUrl('requestToVerifyEmail'));
    expect(server.calls('requestToVerifyEmail')[0]?.body).toMatchObject({
      email: 'new@example.test',
      captchaId: confirm?.query.get('captchaId'),
    });

    typeCode('123456');
    await waitFor(() => expect(server.calls('updateEmail')).toHaveLength(1));
    expect(server.calls('validateCodeForEmail')[0]?.body).toMatchObject({ activationcode: '123456' });
    expect(server.calls('updateEmail')[0]?.body).toMatchObject({ email: 'new@example.test' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a wrong code clears the boxes and sets the error state without a text', async () => {
    const server = start({ [apiUrl('validateCode')]: wrongCode });
    act(() => openVerifiedModal('updateForUnlockBonus'));
    await sendPhone();
    typeCode('9999');
    await waitFor(() => expect(screen.getByTestId('verify-code').dataset.error).toBe('true'));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Code digit 1').value).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Code digit 4').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.calls('setPhoneForAccount')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers a resend after the countdown, through the graphic captcha', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = start();
    act(() => openVerifiedModal('charge'));
    await sendPhone();
    const waiting = screen.getByRole('button', { name: `Resend in ${VERIFY_RESEND_SECONDS} s` });
    expect(waiting.hasAttribute('disabled')).toBe(true);

    act(() => vi.advanceTimersByTime(VERIFY_RESEND_SECONDS * 1000));
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend.hasAttribute('disabled')).toBe(false);
    fireEvent.click(resend);

    const captchaBox = await screen.findByLabelText('Character 1');
    fireEvent.change(captchaBox, { target: { value: 'wxyz' } });
    await waitFor(() => expect(server.calls('getVerifyCode')).toHaveLength(2));
    const confirm = server.calls('confirmCaptcha')[0];
    expect(confirm?.query.get('nextApi')).toBe(apiUrl('getVerifyCode'));
    expect(confirm?.query.get('inputCaptcha')).toBe('wxyz');
    expect(server.calls('getVerifyCode')[1]?.query.get('captchaId')).toBe(confirm?.query.get('captchaId'));
    await screen.findByRole('button', { name: `Resend in ${VERIFY_RESEND_SECONDS} s` });
  });

  it('100028 opens the slider, whose token re-sends the code request', async () => {
    const server = start({
      [apiUrl('getVerifyCode')]: (_seen, count) =>
        count === 1
          ? envelope(Retcode.SLIDER_REQUIRED, null, '', 403)
          : envelope(0, { verifyid: 'v-after-slider' }),
    });
    act(() => openVerifiedModal('charge'));
    fireEvent.change(await screen.findByLabelText('Country code'), { target: { value: '44' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '7700900123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const handle = await screen.findByRole('slider', { name: 'Slide to fit the piece' });
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'Enter' });

    await waitFor(() => expect(server.calls('getVerifyCode')).toHaveLength(2), { timeout: 3000 });
    expect(server.calls('verifySlider')[0]?.body).toMatchObject({ sliderId: 'slider-1', x: 13 });
    expect(server.calls('getVerifyCode')[1]?.query.get('sliderToken')).toBe('slider-token');
    await screen.findByLabelText('Code digit 1');
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('a slider answer with any code but 100020 counts as passed: the code request goes on', async () => {
    const server = start({
      [apiUrl('getVerifyCode')]: (_seen, count) =>
        count === 1
          ? envelope(Retcode.SLIDER_REQUIRED, null, '', 403)
          : envelope(0, { verifyid: 'v-after-slider' }),
      // Not a miss (100020): the spec counts any other answer as success.
      [apiUrl('verifySlider')]: () => envelope(Retcode.TOO_MANY_REQUESTS, null, '', 429),
    });
    act(() => openVerifiedModal('charge'));
    fireEvent.change(await screen.findByLabelText('Country code'), { target: { value: '44' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '7700900124' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

    const handle = await screen.findByRole('slider', { name: 'Slide to fit the piece' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'Enter' });

    await waitFor(() => expect(server.calls('getVerifyCode')).toHaveLength(2), { timeout: 3000 });
    // No token came back, so none is sent; the server would ask again if it still wanted one.
    expect(server.calls('getVerifyCode')[1]?.query.get('sliderToken')).toBeNull();
    await screen.findByLabelText('Code digit 1');
    expect(screen.queryByRole('slider')).toBeNull();
    expect(document.cookie).not.toContain('sliderFailures=1');
  });

  it('update with a phone proves the current phone, then update2 saves the new one with updatePhone', async () => {
    Object.assign(account, { phone: '5550000000', telCode: '1' });
    const server = start();
    act(() => openVerifiedModal('updateFromProfile'));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Phone number').value).toBe('5550000000'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Code digit 1');
    typeCode('1111');
    expect(await screen.findByRole('dialog', { name: 'Enter your new phone number' })).toBeTruthy();
    expect(server.calls('updatePhone')).toHaveLength(0);

    await sendPhone('44', '7700900123');
    typeCode('2222');
    await waitFor(() => expect(server.calls('updatePhone')).toHaveLength(1));
    expect(server.calls('updatePhone')[0]?.body).toMatchObject({ telcode: '44', phone: '7700900123' });
    expect(server.calls('getVerifyCode')[0]?.query.get('phone')).toBe('5550000000');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('100010 on the code request opens the graphic captcha and retries with the confirmed id', async () => {
    const server = start({
      [apiUrl('getVerifyCode')]: (_seen, count) =>
        count === 1 ? envelope(Retcode.CAPTCHA_REQUIRED, null, '', 400) : envelope(0, { verifyid: 'v-2' }),
    });
    act(() => openVerifiedModal('update'));
    fireEvent.change(await screen.findByLabelText('Country code'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '5551234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await screen.findByLabelText('Character 1'), { target: { value: 'q1w2' } });
    await screen.findByLabelText('Code digit 1');
    const confirm = server.calls('confirmCaptcha')[0];
    expect(confirm?.query.get('nextApi')).toBe(apiUrl('getVerifyCode'));
    expect(server.calls('getVerifyCode')[1]?.query.get('captchaId')).toBe(confirm?.query.get('captchaId'));
  });

  it('unlock-bonus mode saves the phone and jumps to the redeem section', async () => {
    const server = start({
      [apiUrl('getInviter')]: () =>
        envelope(0, { canSetInviter: true, needSetPhone: false, hasInviter: false, phoneRewarded: false }),
    });
    act(() => openVerifiedModal('updateForUnlockBonus'));
    await sendPhone();
    typeCode('4321');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectShown('Account', 'Redeem code');
    expect(screen.getByRole('heading', { level: 1, name: 'Redeem code' })).toBeTruthy();
    expect(server.calls('setPhoneForAccount')).toHaveLength(1);
  });
});
