import { CONSOLE_PATH, type ConsoleCallData, consoleUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const at = Date.UTC(2025, 0, 1);
/** Fees in the US and, a fifth more, in the UK. */
const fees = (codeRate: number, subRent: number) => [
  { country: 'US', countryName: 'United States', codeRate, subRent, updatedAt: at },
  {
    country: 'GB',
    countryName: 'United Kingdom',
    codeRate: (codeRate / 5) * 6,
    subRent: (subRent / 5) * 6,
    updatedAt: at,
  },
];

const apps: ConsoleCallData<'consoleCodeApps'> = {
  apps: [
    {
      id: 'wechat',
      nameEn: 'WeChat',
      nameZh: '微信',
      name: 'WeChat',
      sort: 10,
      enabled: true,
      redirectTo: null,
      updatedAt: at,
      fees: fees(5000, 50000),
    },
    {
      id: 'twitch',
      nameEn: 'Twitch',
      nameZh: 'Twitch',
      name: 'Twitch',
      sort: 20,
      enabled: false,
      redirectTo: 'wechat',
      updatedAt: at,
      fees: fees(2000, 30000),
    },
  ],
  countries: [
    { code: 'US', name: 'United States' },
    { code: 'GB', name: 'United Kingdom' },
  ],
};

/** Answers the apps' calls; `refuse` makes the writes fail with the server's sentence. */
function serve({ refuse }: { refuse?: string } = {}) {
  return stubFetch((path, init) => {
    if (init?.method !== 'POST' && path === consoleUrl('consoleCodeApps')) return envelope(0, apps);
    if (refuse !== undefined) return envelope(Retcode.INVALID_PARAMETER, null, refuse);
    if (
      path === consoleUrl('consoleCodeAppUpdate') ||
      path === consoleUrl('consoleCodeAppFee') ||
      path === consoleUrl('consoleCodeAppCreate')
    )
      return envelope(0, { app: apps.apps[0] });
    if (path === consoleUrl('consoleCodeAppDelete')) return envelope(0, { app: 'twitch' });
    return envelope(404, null, '', 404);
  });
}

type FetchMock = ReturnType<typeof serve>;

function sentBody(fetchMock: FetchMock, path: string): unknown {
  const sent = fetchMock.mock.calls.find(
    ([url, init]) => init?.method === 'POST' && new URL(String(url), 'http://localhost').pathname === path,
  );
  return sent === undefined ? undefined : JSON.parse(String(sent[1]?.body));
}

const path = `${CONSOLE_PATH}/catalogue/apps`;

describe('the verification apps tab', () => {
  it('lists the apps with their state, redirection and fees per country as money is written', async () => {
    serve();
    renderConsole(<App />, { path, operator: operatorOf('admin') });
    const table = await screen.findByRole('table', { name: 'Verification apps' });
    const twitch = within(table).getByText('Twitch').closest('tr') as HTMLElement;
    expect(within(twitch).getByText('Off')).toBeTruthy();
    expect(within(twitch).getByText('WeChat')).toBeTruthy();
    expect(within(twitch).getByText('0.2 / 3')).toBeTruthy();
    expect(within(twitch).getByText('0.24 / 3.6')).toBeTruthy();
    const wechat = within(table).getByText('wechat').closest('tr') as HTMLElement;
    expect(within(wechat).getByText('On')).toBeTruthy();
    expect(within(wechat).getByText('0.5 / 5')).toBeTruthy();
    expect(
      within(table).getByRole('columnheader', { name: 'United Kingdom: per code / per month' }),
    ).toBeTruthy();
  });

  it('lets admins edit an app: names, place, on/off and where it leads, with a reason', async () => {
    const fetchMock = serve();
    renderConsole(<App />, { path, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit WeChat' }));
    const dialog = await screen.findByRole('dialog', { name: 'App WeChat' });
    const chinese = within(dialog).getByRole('textbox', { name: /^Chinese name/ }) as HTMLInputElement;
    expect(chinese.value).toBe('微信');
    fireEvent.change(chinese, { target: { value: '微信支付' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Place in the list/ }), {
      target: { value: '5' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Offered to users' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'renamed by the brand' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the app' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, consoleUrl('consoleCodeAppUpdate'))).toEqual({
        app: 'wechat',
        nameEn: 'WeChat',
        nameZh: '微信支付',
        sort: 5,
        enabled: false,
        redirectTo: '',
        reason: 'renamed by the brand',
      }),
    );
  });

  it('sets the fees of a country, says what is wrong before sending, and shows the server’s refusal', async () => {
    const fetchMock = serve({ refuse: 'The monthly fee “150” is more than 100.' });
    renderConsole(<App />, { path, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Set the fees of WeChat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fees of WeChat' });
    const perCode = within(dialog).getByRole('textbox', { name: /^Fee per code/ }) as HTMLInputElement;
    expect(perCode.value).toBe('0.5');
    fireEvent.change(perCode, { target: { value: 'abc' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'why' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the fees' }));
    expect(await within(dialog).findByText(/Write an amount like 0.50/)).toBeTruthy();
    expect(sentBody(fetchMock, consoleUrl('consoleCodeAppFee'))).toBeUndefined();

    fireEvent.change(perCode, { target: { value: '0.75' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the fees' }));
    expect(await within(dialog).findByText('The monthly fee “150” is more than 100.')).toBeTruthy();
    expect(sentBody(fetchMock, consoleUrl('consoleCodeAppFee'))).toEqual({
      app: 'wechat',
      country: 'US',
      codeRate: '0.75',
      subRent: '5',
      reason: 'why',
    });
  });

  it('adds an app: says what is wrong with the id before sending, then sends it in lower case', async () => {
    const fetchMock = serve();
    renderConsole(<App />, { path, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Add an app' }));
    const dialog = await screen.findByRole('dialog', { name: 'New verification app' });
    const id = within(dialog).getByRole('textbox', { name: /^Id/ });
    fireEvent.change(id, { target: { value: 'kakao pay' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^English name/ }), {
      target: { value: 'Kakao Pay' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Chinese name/ }), {
      target: { value: 'Kakao 支付' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'asked for by users' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the app' }));
    expect(await within(dialog).findByText(/Write 1 to 40 lower-case letters/)).toBeTruthy();
    expect(sentBody(fetchMock, consoleUrl('consoleCodeAppCreate'))).toBeUndefined();

    fireEvent.change(id, { target: { value: 'Kakao-Pay' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the app' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, consoleUrl('consoleCodeAppCreate'))).toEqual({
        app: 'kakao-pay',
        nameEn: 'Kakao Pay',
        nameZh: 'Kakao 支付',
        sort: 1000,
        reason: 'asked for by users',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New verification app' })).toBeNull());
  });

  it('deletes an app after a reason, and keeps the dialog with the server’s refusal', async () => {
    const refusal =
      'Users have had numbers for this app, and their history names it, so it cannot be deleted.';
    const fetchMock = serve({ refuse: refusal });
    renderConsole(<App />, { path, operator: operatorOf('admin') });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Twitch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Twitch?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), {
      target: { value: 'added by mistake' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the app' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(sentBody(fetchMock, consoleUrl('consoleCodeAppDelete'))).toEqual({
      app: 'twitch',
      reason: 'added by mistake',
    });
  });

  it('shows support the apps without any change', async () => {
    serve();
    renderConsole(<App />, { path, operator: operatorOf('support') });
    await screen.findByRole('table', { name: 'Verification apps' });
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Set the fees/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add an app' })).toBeNull();
  });
});
