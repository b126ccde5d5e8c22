import { apiUrl, Retcode } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { stopCodeSession, useCodeSession } from '../core/codeSession.ts';
import { closeVerificationDialog } from '../core/dialogStore.ts';
import { VerificationDialogs } from '../core/dialogs.tsx';
import { SendTab } from './SendTab.tsx';
import { StepReceive } from './StepReceive.tsx';
import { lockedPhone } from './testData.ts';

function renderSend(overrides: Parameters<typeof lockedPhone>[0] = {}, shown: 'tab' | 'step' = 'tab') {
  setupRuntime('wephone', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const locked = lockedPhone(overrides);
  useCodeSession.setState({ phase: 'receiving', locked });
  const fetchMock = stubFetch((path) =>
    path === apiUrl('sendCodeSms') ? envelope(0, { charge: 100 }) : envelope(0, null),
  );
  renderWithProviders(
    <>
      {shown === 'tab' ? (
        <SendTab locked={locked} />
      ) : (
        <StepReceive onBack={() => {}} onSubscribed={() => {}} />
      )}
      <VerificationDialogs />
    </>,
    'wephone',
  );
  return fetchMock;
}

const sends = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(apiUrl('sendCodeSms')));

afterEach(() => {
  cleanup();
  stopCodeSession();
  closeVerificationDialog();
  vi.unstubAllGlobals();
});

describe('SendTab', () => {
  it('sends nothing without a text or without a number', () => {
    const fetchMock = renderSend();
    fireEvent.click(screen.getByTestId('verification-send'));
    fireEvent.change(screen.getByTestId('verification-send-phone'), { target: { value: '2125550199' } });
    fireEvent.change(screen.getByTestId('verification-send-text'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('verification-send'));
    fireEvent.change(screen.getByTestId('verification-send-phone'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('verification-send-text'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByTestId('verification-send'));
    expect(sends(fetchMock)).toHaveLength(0);
  });

  it('strips plus signs from the combined number, confirms, and makes the number subscribable', async () => {
    // The whole step, so the receive tab's Subscribe button shows what sending changed.
    const fetchMock = renderSend({}, 'step');
    const subscribeButton = () => screen.getByTestId('verification-subscribe');
    expect(subscribeButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('tab', { name: 'Send' }));
    fireEvent.change(screen.getByTestId('verification-send-telcode'), { target: { value: '+44' } });
    fireEvent.change(screen.getByTestId('verification-send-phone'), { target: { value: '+7700 900123' } });
    fireEvent.change(screen.getByTestId('verification-send-text'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByTestId('verification-send'));
    const success = await screen.findByTestId('verification-dialog-sendSuccess');
    const [call] = sends(fetchMock);
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body).toMatchObject({ from: '12125550100', to: '447700900123', app: 'telegram', text: 'hello' });
    fireEvent.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('verification-dialog-sendSuccess')).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'Receive' }));
    await waitFor(() => expect(subscribeButton()).toHaveProperty('disabled', false));
  });

  it('explains that a toll-free number cannot send', () => {
    const fetchMock = renderSend({ canSendCodeSms: false });
    expect(screen.getByTestId('verification-toll-free').textContent).toContain(
      'Toll-free numbers cannot send',
    );
    expect(screen.queryByTestId('verification-send')).toBeNull();
    expect(sends(fetchMock)).toHaveLength(0);
  });
});

describe('SendTab refusals', () => {
  it('says why a just-locked number cannot send before its first code', async () => {
    setupRuntime('wephone', 'en');
    useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
    const locked = lockedPhone();
    useCodeSession.setState({ phase: 'receiving', locked });
    stubFetch((path) =>
      path === apiUrl('sendCodeSms')
        ? envelope(Retcode.CANNOT_SEND_TO_NUMBER, null, 'Messages cannot be sent to or from this number.')
        : envelope(0, null),
    );
    renderWithProviders(<SendTab locked={locked} />, 'wephone');
    fireEvent.change(screen.getByTestId('verification-send-phone'), { target: { value: '2125550199' } });
    fireEvent.change(screen.getByTestId('verification-send-text'), { target: { value: 'hello' } });
    fireEvent.click(screen.getByTestId('verification-send'));
    expect((await screen.findByTestId('verification-send-failure')).textContent).toBe(
      'This number can send messages once it has received its first code.',
    );
    expect((screen.getByTestId('verification-send-text') as HTMLTextAreaElement).value).toBe('hello');
  });
});
