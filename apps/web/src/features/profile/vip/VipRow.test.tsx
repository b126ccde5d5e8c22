import type { BrandId, VipInfo } from '@switchboard/protocol';
import { apiUrl, Retcode } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../../app/GlobalAlert.tsx';
import { useAlerts } from '../../../lib/alerts.ts';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { ProfileTab } from '../ProfileTab.tsx';
import { kycFixture, profileFixture } from '../testing.ts';

const DAY_MS = 86_400_000;

function render(brand: BrandId, vip: VipInfo, buy?: (body: { expireDate: number | null }) => Response) {
  setupRuntime(brand, 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const fetchMock = stubFetch((path, init) => {
    if (path === apiUrl('getAccountInfo'))
      return envelope(0, { phone: '2025550123', telCode: '1', email: 'ada@example.test' });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 100_000 });
    if (path === apiUrl('getProfile')) return envelope(0, profileFixture(vip));
    if (path === apiUrl('getKYCInfo')) return envelope(0, kycFixture());
    if (path === apiUrl('getVipInfo')) return envelope(0, vip);
    if (path === apiUrl('buyVip')) return buy?.(JSON.parse(String(init?.body))) ?? envelope(0, null);
    return envelope(0, null);
  });
  renderWithProviders(
    <>
      <ProfileTab />
      <GlobalAlert />
    </>,
    brand,
  );
  return fetchMock;
}

const called = (fetchMock: ReturnType<typeof stubFetch>, call: 'getVipInfo' | 'buyVip') =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(apiUrl(call)));

afterEach(() => {
  cleanup();
  useAlerts.getState().clear();
  vi.unstubAllGlobals();
});

describe('VIP row (wetalk)', () => {
  it('shows a running membership with its end and offers to extend it', async () => {
    const end = Date.UTC(2030, 0, 15, 12);
    render('wetalk', { vipStatus: 1, expireDate: end, price: 49_900, days: 30 });
    const row = await screen.findByTestId('profile-vip');
    await waitFor(() => expect(row.textContent).toContain('VIP member'));
    expect(row.textContent).toContain('Expires January 15, 2030');
    expect(screen.getByRole('button', { name: 'Extend' })).toBeTruthy();
  });

  it('buys a period after confirming its price; the row and the balance follow the answer', async () => {
    const now = Date.now();
    const fetchMock = render('wetalk', { vipStatus: 0, expireDate: null, price: 49_900, days: 30 }, () =>
      envelope(0, { vipStatus: 1, expireDate: now + 30 * DAY_MS, price: 49_900, days: 30, balance: 50_100 }),
    );
    await waitFor(() => expect(screen.getByTestId('profile-vip').textContent).toContain('Not a member'));
    fireEvent.click(screen.getByRole('button', { name: 'Become a VIP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Become a VIP member' });
    expect(within(dialog).getByTestId('vip-buy-text').textContent).toMatch(
      /^30 days of VIP membership cost \$4\.99, paid from your balance\. It will run until /,
    );
    expect(called(fetchMock, 'buyVip')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $4.99' }));
    await waitFor(() => expect(screen.getByTestId('profile-vip').textContent).toContain('VIP member'));
    expect(JSON.parse(String(called(fetchMock, 'buyVip')[0]?.[1]?.body))).toMatchObject({
      expireDate: null,
      platform: 'wetalk',
    });
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('$5.0100'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('extends from the end it showed', async () => {
    const end = Date.now() + 5 * DAY_MS;
    const fetchMock = render('wetalk', { vipStatus: 1, expireDate: end, price: 49_900, days: 30 }, () =>
      envelope(0, { vipStatus: 1, expireDate: end + 30 * DAY_MS, price: 49_900, days: 30, balance: 50_100 }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend your VIP membership' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $4.99' }));
    await waitFor(() => expect(called(fetchMock, 'buyVip')).toHaveLength(1));
    expect(JSON.parse(String(called(fetchMock, 'buyVip')[0]?.[1]?.body)).expireDate).toBe(end);
  });

  it('opens the no-credit dialog when the balance does not cover it', async () => {
    render('wetalk', { vipStatus: 0, expireDate: null, price: 49_900, days: 30 }, () =>
      envelope(
        Retcode.INSUFFICIENT_BALANCE,
        null,
        'Your balance does not cover the VIP membership of $4.99. Recharge and try again.',
        402,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Become a VIP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Become a VIP member' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay $4.99' }));
    const noCredit = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(noCredit.textContent).toContain(
      'Your balance does not cover the VIP membership of $4.99. Recharge and try again.',
    );
    expect(within(noCredit).getByRole('button', { name: 'Recharge' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(screen.getByTestId('profile-vip').textContent).toContain('Not a member');
  });

  it('is absent on other brands, which never ask for it', async () => {
    const fetchMock = render('wephone', { vipStatus: 0, expireDate: null, price: 49_900, days: 30 });
    await screen.findByTestId('profile-status');
    expect(screen.queryByTestId('profile-vip')).toBeNull();
    expect(called(fetchMock, 'getVipInfo')).toHaveLength(0);
  });
});
