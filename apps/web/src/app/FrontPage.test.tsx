import type { ApiCall, BrandId } from '@switchboard/protocol';
import { AUTH_HEADER, apiUrl, brands } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../test/helpers.tsx';
import { App } from './App.tsx';
import { frontSections } from './frontSections.ts';

const special = (numberType: 1 | 2, tip: string) => ({
  phone: '',
  subStatus: 0,
  telCode: '1',
  tip,
  canGetNumber: true,
  numberType,
  successRate: 91,
});

/** A visitor's page of a brand: the server answers the public calls; everything else would be refused. */
function visit(brand: BrandId, language: 'en' | 'zh-CN') {
  setupRuntime(brand, language, true);
  window.history.replaceState(null, '', '/?front=1');
  const fetchMock = stubFetch((path) => {
    if (path === apiUrl('getAppList'))
      return envelope(0, {
        appList: [{ app: 'telegram', name: 'Telegram', sort: 1 }],
        countrys: [{ code: 'US', name: language === 'en' ? 'United States' : '美国', telCode: '1' }],
      });
    if (path === apiUrl('getVerificationCodePhoneListV2'))
      return envelope(0, { list: [special(1, 'Keepable number'), special(2, 'One-time number')] });
    if (path === apiUrl('getCodeNumberFeeByAppV2')) return envelope(0, { codeRate: 5_000, subRent: 20_000 });
    if (path === apiUrl('getCountryRates'))
      return envelope(0, {
        totalRows: 1,
        countryRateList: [
          { description: 'United States', countryCode: '1', commonLineRate: 200, economicLineRate: 100 },
        ],
      });
    if (path === apiUrl('getAdConfig')) return envelope(0, { banners: [] });
    return envelope(100000, null, 'Please log in first.', 401);
  });
  renderWithProviders(<App />, brand);
  return fetchMock;
}

/** The calls the page made, and whether any carried a token. */
function made(fetchMock: ReturnType<typeof stubFetch>) {
  const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
  const tokens = fetchMock.mock.calls.filter(
    ([, init]) => (init?.headers as Record<string, string> | undefined)?.[AUTH_HEADER],
  );
  return { has: (call: ApiCall) => urls.includes(apiUrl(call)), tokens: tokens.length };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('frontSections', () => {
  it('gives each brand what it has: verification and rates, jiema its page, cloudnumber rates', () => {
    expect(
      Object.fromEntries((Object.keys(brands) as BrandId[]).map((id) => [id, frontSections(brands[id])])),
    ).toEqual({
      pingme: ['verification', 'rates'],
      wephone: ['verification', 'rates'],
      wetalk: ['verification', 'rates'],
      wetalkpro: ['verification', 'rates'],
      cloudnumber: ['rates'],
      jiema: ['verification'],
    });
  });
});

describe('front page of a consumer brand', () => {
  it('lets a visitor browse services and rates; Get number opens the login form', async () => {
    const fetchMock = visit('pingme', 'en');
    expect(await screen.findByTestId('verification-multi', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Verification - PingMe'));
    // The one action here that needs an account says so.
    expect(screen.getByRole('button', { name: 'Log in to get a verification number' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rates' }));
    expect(await screen.findByTestId('rates-section', {}, { timeout: 8_000 })).toBeTruthy();
    expect(await screen.findByText('United States')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Rates - PingMe'));

    fireEvent.click(screen.getByRole('button', { name: 'Verification' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log in to get a verification number' }));
    expect(await screen.findByRole('heading', { name: 'Log in to PingMe' })).toBeTruthy();
    expect(window.location.search).toBe('');

    const calls = made(fetchMock);
    expect(calls.has('getAppList')).toBe(true);
    expect(calls.has('getCountryRates')).toBe(true);
    expect(calls.has('lockVerificationCodePhone')).toBe(false);
    expect(calls.tokens).toBe(0);
  });

  it('shows cloudnumber its rates alone, in Chinese', async () => {
    visit('cloudnumber', 'zh-CN');
    expect(await screen.findByTestId('rates-section', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.queryByTestId('front-sections')).toBeNull();
    await waitFor(() => expect(document.title).toBe('资费 - 云号码'));
  });
});

describe('front page of jiema', () => {
  it('shows a visitor the options and fee of a service; Get number says to log in and opens the form', async () => {
    const fetchMock = visit('jiema', 'zh-CN');
    fireEvent.click(await screen.findByTestId('service-telegram', {}, { timeout: 8_000 }));
    expect(await screen.findByText('Keepable number')).toBeTruthy();
    expect(await screen.findByText('每条验证码 $0.5000')).toBeTruthy();
    const getNumber = screen.getByTestId('get-number');
    expect(getNumber.textContent).toBe('登录后获取号码');
    expect(getNumber).toHaveProperty('disabled', false);
    expect(
      within(screen.getByTestId('jiema-balance-login')).getByText('登录后查看余额并充值。'),
    ).toBeTruthy();

    fireEvent.click(getNumber);
    expect(await screen.findByText('登录接码')).toBeTruthy();
    expect(made(fetchMock).has('lockVerificationCodePhone')).toBe(false);
    expect(made(fetchMock).tokens).toBe(0);
  });

  it('tells a visitor on the used-numbers tab to log in, and the button opens the form', async () => {
    const fetchMock = visit('jiema', 'zh-CN');
    fireEvent.click(await screen.findByTestId('tab-old', {}, { timeout: 8_000 }));
    const prompt = await screen.findByTestId('old-login');
    expect(prompt.textContent).toContain('登录后查看您用过的号码及其短信。');
    expect(made(fetchMock).has('getAppListByAccount')).toBe(false);
    fireEvent.click(within(prompt).getByRole('button', { name: '登录' }));
    expect(await screen.findByText('登录接码')).toBeTruthy();
  });
});
