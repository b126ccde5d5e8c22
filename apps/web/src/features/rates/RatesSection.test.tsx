import type { BrandId, CountryRate } from '@switchboard/protocol';
import { apiUrl, brands } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { RatesSection } from './RatesSection.tsx';
import { formatRate } from './rules.ts';

function rate(description: string, common: number, economic: number | null): CountryRate {
  return { description, countryCode: '1', commonLineRate: common, economicLineRate: economic };
}

function render(brand: BrandId, totalRows = 1) {
  setupRuntime(brand, 'en');
  const asked: URLSearchParams[] = [];
  stubFetch((path, _init, url) => {
    if (path !== apiUrl('getCountryRates')) return envelope(0, null);
    asked.push(url.searchParams);
    const country = url.searchParams.get('rateCountryCode');
    const pageNo = url.searchParams.get('pageNo');
    return envelope(0, { totalRows, countryRateList: [rate(`${country} page ${pageNo}`, 60, 40)] });
  });
  renderWithProviders(<RatesSection />, brand);
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RatesSection', () => {
  it('opens Make Call for US with Premium and Economy per minute', async () => {
    const asked = render('pingme');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Make Call',
      'Receive Call',
      'SMS',
      'Numbers',
    ]);
    const [row] = await screen.findAllByTestId('rate-row');
    expect(row?.textContent).toContain('US page 1');
    expect(row?.textContent).toContain('0.0060 Coins/min');
    expect(row?.textContent).toContain('0.0040 Coins/min');
    expect(screen.getByRole('columnheader', { name: 'Economy' })).toBeTruthy();
    const first = asked[0];
    expect([first?.get('rateCountryCode'), first?.get('type'), first?.get('pageSize')]).toEqual([
      'US',
      'makeCall',
      '100',
    ]);
  });

  it('hides Make Call on cloudnumber and opens Receive Call', async () => {
    const asked = render('cloudnumber');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Receive Call',
      'SMS',
      'Numbers',
    ]);
    expect(screen.getByRole('tab', { name: 'Receive Call' }).getAttribute('aria-selected')).toBe('true');
    await screen.findAllByTestId('rate-row');
    expect(asked[0]?.get('type')).toBe('receiveCall');
    expect(screen.queryByRole('columnheader', { name: 'Economy' })).toBeNull();
  });

  it('refetches when the country changes', async () => {
    const asked = render('wephone');
    await screen.findByText('US page 1');
    fireEvent.mouseDown(within(screen.getByTestId('rates-country')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Canada' }));
    await screen.findByText('CA page 1');
    expect(asked.map((query) => query.get('rateCountryCode'))).toEqual(['US', 'CA']);
  });

  it('loads the next page near the bottom until the total is reached', async () => {
    const asked = render('pingme', 2);
    await screen.findByText('US page 1');
    fireEvent.scroll(screen.getByTestId('rates-scroll'));
    await screen.findByText('US page 2');
    fireEvent.scroll(screen.getByTestId('rates-scroll'));
    await waitFor(() => expect(screen.getAllByTestId('rate-row')).toHaveLength(2));
    expect(asked.map((query) => query.get('pageNo'))).toEqual(['1', '2']);
  });
});

describe('formatRate', () => {
  it('shows every rate as a per-record charge: 4 decimals, cloud coins 2', () => {
    expect(formatRate(60, brands.wephone, 'en')).toBe('$0.0060');
    expect(formatRate(60, brands.jiema, 'en')).toBe('$0.0060');
    expect(formatRate(8_000, brands.cloudnumber, 'zh-CN')).toBe('0.80 云币');
    expect(formatRate(60, brands.pingme, 'en')).toBe('0.0060 Coins');
  });
});
