import { apiUrl } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/App.tsx';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { stopCodeSession } from '../core/codeSession.ts';
import { closeVerificationDialog } from '../core/dialogStore.ts';
import { MultiBrandVerification } from './MultiBrandVerification.tsx';
import { OptionList } from './OptionList.tsx';
import { lockedPhone, phoneOption, specialOptions } from './testData.ts';

const ownNumbers = [
  phoneOption({ phone: '12125550101', subStatus: 1, tip: 'Yours' }),
  phoneOption({ phone: '12125550102', tip: 'Yours, busy', canGetNumber: false }),
];

function renderSection() {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const fetchMock = stubFetch((path) => {
    if (path === apiUrl('getAppList'))
      return envelope(0, {
        appList: [{ app: 'telegram', name: 'Telegram', sort: 1 }],
        countrys: [{ code: 'US', name: 'United States', telCode: '1' }],
      });
    // The server's own numbers come first on purpose: the screen must still put the special options on top.
    if (path === apiUrl('getVerificationCodePhoneListV2'))
      return envelope(0, { list: [...ownNumbers, ...specialOptions] });
    if (path === apiUrl('lockVerificationCodePhone')) return envelope(0, lockedPhone());
    if (path === apiUrl('releaseVerificationCodePhone')) return envelope(0, null);
    if (path === apiUrl('getAppListByAccount')) return envelope(0, { appList: [] });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 0 });
    return envelope(0, { list: [], done: false });
  });
  renderWithProviders(<MultiBrandVerification />, 'pingme');
  return fetchMock;
}

async function choose(label: string, typed: string, option: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const locks = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(apiUrl('lockVerificationCodePhone'))).length;

afterEach(() => {
  cleanup();
  stopCodeSession();
  closeVerificationDialog();
  vi.unstubAllGlobals();
});

describe('MultiBrandVerification step 1', () => {
  it('lists the special options first and disables an option that cannot give a number', async () => {
    renderSection();
    await choose('Service', 'Tele', 'Telegram');
    await choose('Country', 'United', 'United States +1');
    const options = await screen.findAllByTestId('verification-option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Keepable number'),
      expect.stringContaining('One-time number'),
      expect.stringContaining('+1 212 555 0101'),
      expect.stringContaining('+1 212 555 0102'),
    ]);
    expect(options[0]?.textContent).toContain('Success rate 87%');
    expect(options[3]?.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByTestId('verification-option-search')).toBeNull();
  });

  it('needs an option and the agreement before it locks a number', async () => {
    const fetchMock = renderSection();
    await choose('Service', 'Tele', 'Telegram');
    await choose('Country', 'United', 'United States +1');
    const getNumber = screen.getByTestId<HTMLButtonElement>('verification-get-number');
    expect(getNumber.disabled).toBe(true);
    fireEvent.click((await screen.findAllByTestId('verification-option'))[1] as HTMLElement);
    fireEvent.click(getNumber);
    await screen.findByTestId('verification-dialog-agreement');
    expect(locks(fetchMock)).toBe(0);
    fireEvent.click(screen.getByTestId('verification-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('verification-dialog-agreement')).toBeNull());
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(getNumber);
    expect(await screen.findByTestId('verification-locked-number')).toHaveProperty(
      'textContent',
      '+1 212 555 0100',
    );
    const lockUrl = new URL(
      String(
        fetchMock.mock.calls.find(([url]) => String(url).includes(apiUrl('lockVerificationCodePhone')))?.[0],
      ),
      'http://localhost',
    );
    expect(lockUrl.searchParams.get('numberType')).toBe('2');
  });

  it('Back from step 2 keeps the service and country, releases the number and reloads the options', async () => {
    const fetchMock = renderSection();
    await choose('Service', 'Tele', 'Telegram');
    await choose('Country', 'United', 'United States +1');
    fireEvent.click((await screen.findAllByTestId('verification-option'))[0] as HTMLElement);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('verification-get-number'));
    await screen.findByTestId('verification-locked-number');
    const optionLoads = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes(apiUrl('getVerificationCodePhoneListV2')))
        .length;
    const loadsBefore = optionLoads();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText('Service')) as HTMLInputElement).value).toBe('Telegram');
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('United States +1');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(optionLoads()).toBeGreaterThan(loadsBefore));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).includes(apiUrl('releaseVerificationCodePhone'))),
    ).toBe(true);
  });

  it('shows the already-running warning when the menu is used while a code is received', async () => {
    renderSection();
    await choose('Service', 'Tele', 'Telegram');
    await choose('Country', 'United', 'United States +1');
    fireEvent.click((await screen.findAllByTestId('verification-option'))[0] as HTMLElement);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('verification-get-number'));
    await screen.findByTestId('verification-locked-number');
    fireEvent.click(screen.getByTestId('verification-menu-history'));
    await screen.findByTestId('verification-dialog-running');
    expect(screen.queryByTestId('verification-history-list')).toBeNull();
    expect(screen.getByTestId('verification-locked-number')).toBeTruthy();
  });
});

describe('OptionList', () => {
  it('shows the search only above four entries', () => {
    setupRuntime('pingme', 'en');
    const four = [...specialOptions, ...ownNumbers];
    const { unmount } = renderWithProviders(
      <OptionList options={four} selected={null} onSelect={() => {}} />,
    );
    expect(screen.queryByTestId('verification-option-search')).toBeNull();
    unmount();
    const five = [...four, phoneOption({ phone: '447700900123', tip: 'UK' })];
    renderWithProviders(<OptionList options={five} selected={null} onSelect={() => {}} />);
    fireEvent.change(screen.getByTestId('verification-option-search'), { target: { value: '4477' } });
    const shown = screen.getAllByTestId('verification-option');
    // The special options stay; only own numbers are filtered.
    expect(shown).toHaveLength(3);
    expect(within(shown[2] as HTMLElement).getByText('+44 7700 900123')).toBeTruthy();
  });
});

describe('front page', () => {
  it('Get number opens the sign-in instead of locking', async () => {
    setupRuntime('pingme', 'en', true);
    const fetchMock = stubFetch((path) =>
      path === apiUrl('getAppList') ? envelope(0, { appList: [], countrys: [] }) : envelope(0, null),
    );
    // The whole app, whose front page shows this screen, so the sign-in it leads to can show.
    renderWithProviders(<App />, 'pingme');
    const getNumber = await screen.findByTestId('verification-get-number', {}, { timeout: 8_000 });
    expect(screen.queryByText('Log in to PingMe')).toBeNull();
    fireEvent.click(getNumber);
    expect(await screen.findByText('Log in to PingMe', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.queryByTestId('verification-get-number')).toBeNull();
    expect(locks(fetchMock)).toBe(0);
  });
});
