import type { BrandId, CodeHistoryItem } from '@switchboard/protocol';
import { apiUrl, brands, monthKeyOf } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRuntime } from '../../../lib/runtime.ts';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { expectShown, leaveTabs, NextScreen } from '../../../test/nextScreen.tsx';
import { CodeHistory } from './CodeHistory.tsx';
import { RightPanel } from './RightPanel.tsx';

const banner = {
  imageUrl: 'https://ads.example/a.png',
  linkUrl: 'https://ads.example/',
  alt: 'Spring offer',
};

function signIn(brand: BrandId) {
  setupRuntime(brand, 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RightPanel', () => {
  function renderPanel(brand: BrandId, flagged: boolean) {
    signIn(brand);
    const config = brands[brand];
    useRuntime.setState({
      brand: { ...config, features: { ...config.features, verificationBanner: flagged } },
    });
    const fetchMock = stubFetch((path) => {
      if (path === apiUrl('getAdConfig')) return envelope(0, { banners: [banner] });
      if (path === apiUrl('queryBalance')) return envelope(0, { balance: 123_456 });
      return envelope(0, null);
    });
    leaveTabs();
    renderWithProviders(
      <>
        <RightPanel />
        <NextScreen />
      </>,
      brand,
    );
    return fetchMock;
  }

  it('shows the banner for the flagged brand, and the balance leads to recharge', async () => {
    renderPanel('wetalk', true);
    const link = await screen.findByTestId('verification-banner');
    expect(link.getAttribute('href')).toBe(banner.linkUrl);
    expect(within(link).getByRole('img').getAttribute('alt')).toBe('Spring offer');
    fireEvent.click(await screen.findByText('$12.3456'));
    await expectShown('Account', 'Recharge');
    expect(screen.getByTestId('verification-support').getAttribute('href')).toBe(
      'mailto:support@wetalk.example',
    );
  });

  it('neither asks for nor shows a banner for other brands', async () => {
    const fetchMock = renderPanel('pingme', false);
    await waitFor(() => expect(screen.getByTestId('verification-balance').textContent).toContain('12.3456'));
    expect(screen.queryByTestId('verification-banner')).toBeNull();
    expect(calls(fetchMock, apiUrl('getAdConfig'))).toHaveLength(0);
  });
});

function row(overrides: Partial<CodeHistoryItem>): CodeHistoryItem {
  return {
    _id: 'r',
    number: '12125550100',
    name: 'Telegram',
    type: 1,
    date: Date.UTC(2026, 10, 2),
    charge: -1_000,
    nextPaymentDate: '',
    historyId: '',
    resDate: 0,
    ...overrides,
  };
}

describe('CodeHistory', () => {
  it('offers re-subscribing only on subscription rows with a next payment date, then reloads the month', async () => {
    signIn('wephone');
    const fetchMock = stubFetch((path) => {
      if (path === apiUrl('getSubCodeNumberList'))
        return envelope(0, {
          totalRows: 4,
          list: [
            row({ _id: 'a', type: 1 }),
            row({ _id: 'b', type: 2, nextPaymentDate: '2026-12-01' }),
            row({ _id: 'c', type: 100, nextPaymentDate: '2026-12-01', historyId: 'h-100' }),
            row({ _id: 'd', type: 100 }),
          ],
          nextPage: '',
        });
      if (path === apiUrl('reSubVerificationCodePhone')) return envelope(0, { hint: 'Subscribed again' });
      return envelope(0, null);
    });
    renderWithProviders(<CodeHistory />, 'wephone');
    const rows = await screen.findAllByTestId('verification-history-row');
    expect(rows).toHaveLength(4);
    expect(rows[0]?.textContent).toContain('Verification code');
    expect(rows[0]?.textContent).toContain('-$0.1000');
    const buttons = screen.getAllByRole('button', { name: 'Re-subscribe' });
    expect(buttons).toHaveLength(1);
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Re-subscribe' })).toBe(buttons[0]);
    fireEvent.click(buttons[0] as HTMLElement);
    expect((await screen.findByTestId('verification-notice')).textContent).toBe('Subscribed again');
    const [post] = calls(fetchMock, apiUrl('reSubVerificationCodePhone'));
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      historyId: 'h-100',
      date: monthKeyOf(Date.now()),
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls(fetchMock, apiUrl('getSubCodeNumberList'))).toHaveLength(2));
  });

  it('shows six month tabs and loads the next page with its token', async () => {
    signIn('wephone');
    const fetchMock = stubFetch((path, _init, url) => {
      if (path !== apiUrl('getSubCodeNumberList')) return envelope(0, null);
      const second = url.searchParams.get('nextPage') === 'p2';
      return envelope(0, {
        totalRows: 2,
        list: [row({ _id: second ? 'y' : 'x' })],
        nextPage: second ? '' : 'p2',
      });
    });
    renderWithProviders(<CodeHistory />, 'wephone');
    expect(screen.getAllByRole('tab')).toHaveLength(6);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('verification-history-row')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls(fetchMock, 'nextPage=p2')).toHaveLength(1);
  });
});
