import {
  type BrandSettings,
  brands,
  CONSOLE_PATH,
  type ConsoleCallData,
  consoleUrl,
  Retcode,
  settingsOfBrand,
  settingsOfFields,
} from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = `${CONSOLE_PATH}/catalogue/brands`;

/** PingMe as an operator left it: renamed, numbers first, dollars, another primary colour. */
const pingmeChanged: BrandSettings = {
  ...settingsOfBrand(brands.pingme),
  name: { en: 'PingMe Plus', 'zh-CN': 'PingMe 加强版' },
  tabs: ['numbers', 'chats', 'verification', 'contacts', 'account'],
  defaultTab: 'numbers',
  currency: { unit: { en: 'dollars', 'zh-CN': '美元' }, symbol: '$', decimals: 2 },
  colors: { ...brands.pingme.colors, primary: '#123456' },
};

const dataOf = (brand: 'pingme' | 'cloudnumber'): ConsoleCallData<'consoleBrandSettings'> => ({
  brand,
  settings: brand === 'pingme' ? pingmeChanged : settingsOfBrand(brands[brand]),
  defaults: settingsOfBrand(brands[brand]),
  offeredTabs: brands[brand].tabs,
  updatedAt: brand === 'pingme' ? Date.UTC(2026, 0, 1) : null,
});

/** Answers the brand settings calls by the brand asked; `refuse` makes the save fail with the server's sentence. */
function serve({ refuse }: { refuse?: string } = {}) {
  return stubFetch((path, init, url) => {
    if (path === consoleUrl('consoleBrandSettings')) {
      return envelope(0, dataOf(url.searchParams.get('brand') === 'cloudnumber' ? 'cloudnumber' : 'pingme'));
    }
    if (path === consoleUrl('consoleBrandSettingsSave')) {
      if (refuse !== undefined) return envelope(Retcode.INVALID_PARAMETER, null, refuse, 400);
      const body = JSON.parse(String(init?.body));
      return envelope(0, {
        ...dataOf(body.brand),
        settings: settingsOfFields(body),
        updatedAt: Date.UTC(2026, 1, 1),
      });
    }
    return envelope(404, null, '', 404);
  });
}

function sentBody(fetchMock: ReturnType<typeof serve>): unknown {
  const sent = fetchMock.mock.calls.find(([url, init]) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    return init?.method === 'POST' && path === consoleUrl('consoleBrandSettingsSave');
  });
  return sent === undefined ? undefined : JSON.parse(String(sent[1]?.body));
}

/** Opens the edit dialog of PingMe as an admin; its text fields by the start of their label. */
async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit the settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Settings of PingMe Plus' });
  const field = (name: string) =>
    within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
  const choose = async (select: string, option: string) => {
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: new RegExp(`^${select}`) }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
  };
  return { dialog, field, choose };
}

describe('the brands tab', () => {
  it('shows a brand’s settings as its users meet them, and another brand when chosen', async () => {
    serve();
    renderConsole(<App />, { path: PATH, operator: operatorOf('support') });
    const settings = await screen.findByRole('region', { name: 'Settings of PingMe Plus' });
    expect(screen.getByRole('tab', { name: 'Brands', selected: true })).toBeTruthy();
    expect(within(settings).getByText('PingMe 加强版')).toBeTruthy();
    expect(within(settings).getByText('support@pingme.example')).toBeTruthy();
    const tabs = within(settings).getByRole('list', { name: '5 tabs' });
    expect(
      within(tabs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Numbers (opened first)', 'Chats', 'Verification', 'Contacts', 'Account']);
    expect(within(settings).getByText('English')).toBeTruthy();
    expect(within(settings).getByText('$1.50, with 2 decimals')).toBeTruthy();
    expect(within(settings).getByText('Primary colour #123456')).toBeTruthy();
    expect(
      within(settings).getByRole('link', { name: 'https://pingme.example/terms' }).getAttribute('href'),
    ).toBe('https://pingme.example/terms');
    expect(screen.getByText(/^Last changed /)).toBeTruthy();
    // Support reads, only those who manage the catalogue change.
    expect(screen.queryByRole('button', { name: 'Edit the settings' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Brand' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cloud Number' }));
    const cloud = await screen.findByRole('region', { name: 'Settings of Cloud Number' });
    expect(within(cloud).getByText('1.50 cloud coins, with 2 decimals')).toBeTruthy();
    expect(within(cloud).getByText('简体中文')).toBeTruthy();
    expect(within(cloud).getByRole('list', { name: '3 tabs' })).toBeTruthy();
    expect(screen.getByText('Code values')).toBeTruthy();
  });

  it('sends every setting as its own field with the reason, then shows what was saved', async () => {
    const fetchMock = serve();
    renderConsole(<App />, { path: PATH, operator: operatorOf('admin') });
    const { dialog, field, choose } = await openDialog();
    expect(field('English name').value).toBe('PingMe Plus');

    fireEvent.change(field('English name'), { target: { value: '  PingMe Pro ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Contacts' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Chats up' }));
    await choose('Tab opened first', 'Chats');
    await choose('Default language', '简体中文');
    await choose('Decimals', '4 decimals');
    fireEvent.change(field('Secondary colour'), { target: { value: '#ABCDEF' } });
    fireEvent.change(field('Privacy policy'), { target: { value: 'https://pingme.example/privacy-2026' } });
    fireEvent.change(field('Reason'), { target: { value: 'rebrand' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the settings' }));

    await waitFor(() =>
      expect(sentBody(fetchMock)).toEqual({
        brand: 'pingme',
        nameEn: 'PingMe Pro',
        nameZh: 'PingMe 加强版',
        supportEmail: 'support@pingme.example',
        tabs: ['chats', 'numbers', 'verification', 'account'],
        defaultTab: 'chats',
        defaultLanguage: 'zh-CN',
        currencyUnitEn: 'dollars',
        currencyUnitZh: '美元',
        currencySymbol: '$',
        currencyDecimals: 4,
        colorPrimary: '#123456',
        colorSecondary: '#ABCDEF',
        colorSidebar: brands.pingme.colors.sidebar,
        colorSidebarIcon: brands.pingme.colors.sidebarIcon,
        termsUrl: 'https://pingme.example/terms',
        privacyUrl: 'https://pingme.example/privacy-2026',
        reason: 'rebrand',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const settings = await screen.findByRole('region', { name: 'Settings of PingMe Pro' });
    expect(within(settings).getByText('$1.5000, with 4 decimals')).toBeTruthy();
  });

  it('says a tab problem in the dialog and sends nothing', async () => {
    const fetchMock = serve();
    renderConsole(<App />, { path: PATH, operator: operatorOf('admin') });
    const { dialog, field } = await openDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Account' }));
    expect(
      within(dialog).getByText('Keep the Account tab: signing out and topping up live there.'),
    ).toBeTruthy();
    fireEvent.change(field('Reason'), { target: { value: 'fewer tabs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the settings' }));
    // The check ran and held the form back: focus went to the tabs (their first box).
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('checkbox', { name: 'Numbers' })),
    );
    expect(sentBody(fetchMock)).toBeUndefined();
  });

  it('shows the server’s refusal in the dialog', async () => {
    const sentence = 'The support email support@pingme.example cannot receive mail.';
    serve({ refuse: sentence });
    renderConsole(<App />, { path: PATH, operator: operatorOf('admin') });
    const { dialog, field } = await openDialog();
    fireEvent.change(field('Reason'), { target: { value: 'why' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the settings' }));
    expect(await within(dialog).findByText(sentence)).toBeTruthy();
  });

  it('fills the form with the code values and keeps the reason', async () => {
    const fetchMock = serve();
    renderConsole(<App />, { path: PATH, operator: operatorOf('admin') });
    const { dialog, field } = await openDialog();
    fireEvent.change(field('Reason'), { target: { value: 'back to the code' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use the code values' }));
    expect(field('English name').value).toBe('PingMe');
    expect(field('Primary colour').value).toBe(brands.pingme.colors.primary);
    expect(field('Currency symbol').value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(sentBody(fetchMock)).toMatchObject({ reason: 'back to the code' }));
    expect(settingsOfFields(sentBody(fetchMock) as never)).toEqual(settingsOfBrand(brands.pingme));
  });

  it('reads in Chinese', async () => {
    serve();
    renderConsole(<App />, { path: PATH, operator: operatorOf('admin'), language: 'zh-CN' });
    const settings = await screen.findByRole('region', { name: 'PingMe 加强版 的设置' });
    expect(screen.getByRole('tab', { name: '品牌', selected: true })).toBeTruthy();
    expect(within(settings).getByText('号码（首先打开）')).toBeTruthy();
    expect(within(settings).getByText('$1.50，2 位小数')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '编辑设置' }));
    const dialog = await screen.findByRole('dialog', { name: 'PingMe 加强版 的设置' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '账户' }));
    expect(within(dialog).getByText('请保留账户标签页：退出登录和充值都在那里。')).toBeTruthy();
  });
});
