import type { BillRecord, BrandId } from '@switchboard/protocol';
import { apiUrl } from '@switchboard/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { BillHistory } from './BillHistory.tsx';

function bill(id: string, fields: Partial<BillRecord>): BillRecord {
  return {
    _id: id,
    type: 1,
    date: Date.UTC(2026, 10, 2),
    charge: 0,
    afterBalance: 0,
    options: {},
    ...fields,
  };
}

/** Serves pages keyed by the nextPage token ('' for the first). */
function render(brand: BrandId, pages: Record<string, { list: BillRecord[]; nextPage: string }>) {
  setupRuntime(brand, 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const asked: string[] = [];
  const fetchMock = stubFetch((path, _init, url) => {
    if (path !== apiUrl('getBillList')) return envelope(0, null);
    const token = url.searchParams.get('nextPage') ?? '';
    asked.push(`${url.searchParams.get('ym')}:${token}`);
    return envelope(0, pages[token] ?? { list: [], nextPage: '' });
  });
  renderWithProviders(<BillHistory />, brand);
  return { asked, fetchMock };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 21, 12));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BillHistory', () => {
  it('shows four UTC month tabs labelled in the UI language and asks for the current month', async () => {
    const { asked } = render('pingme', { '': { list: [], nextPage: '' } });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Nov 2026', 'Oct 2026', 'Sep 2026', 'Aug 2026']);
    await screen.findByText('No records this month');
    expect(asked).toEqual(['2026-11:']);
    fireEvent.click(screen.getByRole('tab', { name: 'Sep 2026' }));
    await waitFor(() => expect(asked).toContain('2026-09:'));
  });

  it('loads nextPage near the bottom and stops when the token is empty', async () => {
    const { asked } = render('pingme', {
      '': { list: [bill('a', { charge: 10_000 })], nextPage: 'p2' },
      p2: { list: [bill('b', { type: 3, charge: -200 })], nextPage: '' },
    });
    await screen.findAllByTestId('bill-row');
    const scroller = screen.getByTestId('bill-scroll');
    fireEvent.scroll(scroller);
    await waitFor(() => expect(screen.getAllByTestId('bill-row')).toHaveLength(2));
    expect(asked).toEqual(['2026-11:', '2026-11:p2']);
    // Past the debounce, another scroll at the bottom must not ask again: the token was ''.
    vi.setSystemTime(Date.UTC(2026, 10, 21, 13));
    fireEvent.scroll(scroller);
    expect(asked).toHaveLength(2);
  });

  it('ignores a second trigger within the one-second debounce', async () => {
    const { asked } = render('pingme', {
      '': { list: [bill('a', {})], nextPage: 'p2' },
      p2: { list: [bill('b', {})], nextPage: 'p3' },
      p3: { list: [bill('c', {})], nextPage: '' },
    });
    await screen.findAllByTestId('bill-row');
    fireEvent.scroll(screen.getByTestId('bill-scroll'));
    await waitFor(() => expect(screen.getAllByTestId('bill-row')).toHaveLength(2));
    fireEvent.scroll(screen.getByTestId('bill-scroll'));
    expect(asked).toEqual(['2026-11:', '2026-11:p2']);
    vi.setSystemTime(Date.UTC(2026, 10, 21, 12, 0, 2));
    fireEvent.scroll(screen.getByTestId('bill-scroll'));
    await waitFor(() => expect(screen.getAllByTestId('bill-row')).toHaveLength(3));
  });

  it('labels types, signs charges with four decimals and gifts with two, in pingme coins', async () => {
    render('pingme', {
      '': {
        list: [
          bill('t', {
            charge: 50_000,
            afterBalance: 60_000,
            options: { purchaseMethod: 'paypal', gift: 5_000 },
          }),
          bill('c', {
            type: 3,
            charge: -1_230,
            afterBalance: 58_770,
            options: { direction: 'out', duration: 61 },
          }),
          bill('b', { type: 10, charge: 2_000, afterBalance: 60_770, options: { type: 6 } }),
        ],
        nextPage: '',
      },
    });
    const rows = await screen.findAllByTestId('bill-row');
    expect(rows[0]?.textContent).toContain('Recharge');
    expect(rows[0]?.textContent).toContain('PayPal');
    expect(rows[0]?.textContent).toContain('+0.50 Coins gift');
    expect(rows[0]?.textContent).toContain('+5.0000 Coins');
    expect(rows[0]?.textContent).toContain('Balance 6.0000 Coins');
    expect(rows[1]?.textContent).toContain('Call');
    expect(rows[1]?.textContent).toContain('Outgoing');
    expect(rows[1]?.textContent).toContain('2 min');
    expect(rows[1]?.textContent).toContain('-0.1230 Coins');
    expect(rows[2]?.textContent).toContain('Bonus: invite');
  });

  it('shows cloudnumber amounts with two decimals in cloud coins', async () => {
    render('cloudnumber', {
      '': { list: [bill('s', { type: 4, charge: -8_000, afterBalance: 120_000 })], nextPage: '' },
    });
    const [row] = await screen.findAllByTestId('bill-row');
    expect(row?.textContent).toContain('SMS/MMS');
    expect(row?.textContent).toContain('-0.80 cloud coins');
    expect(row?.textContent).toContain('Balance 12.00 cloud coins');
  });

  it('logs a failed load and clears the spinner', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setupRuntime('pingme', 'en');
    stubFetch(() => envelope(500, null, 'down', 500));
    renderWithProviders(<BillHistory />, 'pingme');
    await screen.findByText('Could not load the records. Please try again.');
    expect(screen.queryByLabelText('Loading')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
