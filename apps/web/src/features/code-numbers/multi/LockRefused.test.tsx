import { apiUrl, Retcode } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../../app/GlobalAlert.tsx';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { stopCodeSession } from '../core/codeSession.ts';
import { closeVerificationDialog } from '../core/dialogStore.ts';
import { MultiBrandVerification } from './MultiBrandVerification.tsx';
import { specialOptions } from './testData.ts';

function renderSection(lockAnswer: () => Response) {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  stubFetch((path) => {
    if (path === apiUrl('getAppList'))
      return envelope(0, {
        appList: [{ app: 'telegram', name: 'Telegram', sort: 1 }],
        countrys: [{ code: 'US', name: 'United States', telCode: '1' }],
      });
    if (path === apiUrl('getVerificationCodePhoneListV2')) return envelope(0, { list: specialOptions });
    if (path === apiUrl('lockVerificationCodePhone')) return lockAnswer();
    if (path === apiUrl('getAppListByAccount')) return envelope(0, { appList: [] });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 0 });
    return envelope(0, { list: [], done: false });
  });
  renderWithProviders(
    <>
      <MultiBrandVerification />
      <GlobalAlert />
    </>,
    'pingme',
  );
}

async function fillStepOneAndGetNumber() {
  fireEvent.change(screen.getByLabelText('Service'), { target: { value: 'Tele' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Telegram' }));
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'United' } });
  fireEvent.click(await screen.findByRole('option', { name: 'United States +1' }));
  fireEvent.click((await screen.findAllByTestId('verification-option'))[0] as HTMLElement);
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByTestId('verification-get-number'));
}

function expectStepOneKept() {
  expect((screen.getByLabelText('Service') as HTMLInputElement).value).toBe('Telegram');
  expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('United States +1');
  // A dialog may be open over the form, hiding it from the accessibility tree meanwhile.
  expect((screen.getByRole('checkbox', { hidden: true }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByTestId('verification-get-number') as HTMLButtonElement).disabled).toBe(false);
}

afterEach(() => {
  cleanup();
  stopCodeSession();
  closeVerificationDialog();
  vi.unstubAllGlobals();
});

describe('a refused number lock', () => {
  it('on 500000 keeps service, country, option and agreement and says why next to the list', async () => {
    renderSection(() => envelope(Retcode.NO_NUMBER_AVAILABLE, null, 'No numbers are available.'));
    await fillStepOneAndGetNumber();
    expect((await screen.findByTestId('lock-failure')).textContent).toBe(
      'No numbers are available right now. Please try again later.',
    );
    expectStepOneKept();
  });

  it('on 400001 keeps the form and offers recharge', async () => {
    renderSection(() => envelope(Retcode.INSUFFICIENT_BALANCE, null, 'Your balance is insufficient.', 402));
    await fillStepOneAndGetNumber();
    expect((await screen.findByTestId('lock-failure')).textContent).toContain('Please recharge first.');
    expect(await screen.findByTestId('verification-dialog-insufficient')).toBeTruthy();
    expectStepOneKept();
  });

  it('on 300002 keeps the form, gives the server sentence and one general error dialog', async () => {
    renderSection(() =>
      envelope(Retcode.SERVICE_UNAVAILABLE, null, 'The service is temporarily unavailable.', 503),
    );
    await fillStepOneAndGetNumber();
    expect((await screen.findByTestId('lock-failure')).textContent).toBe(
      'The service is temporarily unavailable.',
    );
    const general = await screen.findByTestId('general-error-dialog');
    expect(within(general).getByText('Something went wrong')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(1));
    expectStepOneKept();
  });
});
