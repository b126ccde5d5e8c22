import type { BrandId, CallRecord, SubscriptionRecord } from '@switchboard/protocol';
import { apiUrl } from '@switchboard/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { leaveTabs, NextScreen } from '../../test/nextScreen.tsx';
import { CallHistory } from './CallHistory.tsx';
import { PaymentHistory } from './PaymentHistory.tsx';
import { SmsHistory } from './SmsHistory.tsx';
import { SubscriptionHistory } from './SubscriptionHistory.tsx';

const DATE = Date.UTC(2026, 10, 3, 9);

function call(duration: number, line: number, charge = -100): CallRecord {
  return {
    direction: 'out',
    toNumber: '15550100',
    fromNumber: '15550111',
    duration,
    line,
    charge,
    date: DATE,
    type: 'call',
  };
}

function subscription(id: string, fields: Partial<SubscriptionRecord>): SubscriptionRecord {
  const base = {
    _id: id,
    number: '15550123',
    type: 1,
    date: DATE,
    charge: -49_900,
    planId: '',
    historyId: 'h',
    resDate: DATE,
    planName: '',
    planRentPeriod: 0,
    restorePrice: 0,
    restorableUntil: 0,
  };
  return { ...base, ...fields };
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

describe('CallHistory', () => {
  it('shows the total, minutes rounded up, line labels, and loads the next pageNo near the bottom', async () => {
    setupRuntime('wephone', 'en');
    const pages: string[] = [];
    stubFetch((path, _init, url) => {
      if (path !== apiUrl('getCallList')) return envelope(0, null);
      const pageNo = url.searchParams.get('pageNo');
      pages.push(`${url.searchParams.get('date')}:${pageNo}:${url.searchParams.get('pageSize')}`);
      const callList = pageNo === '1' ? [call(61, 114), call(60, 116)] : [call(0, 999)];
      return envelope(0, { totalRows: 3, callList });
    });
    renderWithProviders(<CallHistory />, 'wephone');
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    const rows = await screen.findAllByTestId('call-row');
    expect(screen.getByTestId('call-total').textContent).toBe('3 records');
    expect(rows[0]?.textContent).toContain('2 min');
    expect(rows[0]?.textContent).toContain('Economy');
    expect(rows[0]?.textContent).toContain('-$0.0100');
    expect(rows[1]?.textContent).toContain('1 min');
    expect(rows[1]?.textContent).toContain('Premium');
    fireEvent.scroll(screen.getByTestId('call-scroll'));
    await waitFor(() => expect(screen.getAllByTestId('call-row')).toHaveLength(3));
    expect(screen.getAllByTestId('call-row')[2]?.textContent).not.toMatch(/Economy|Premium/);
    // All three rows of the total are here: no further page is asked for.
    fireEvent.scroll(screen.getByTestId('call-scroll'));
    expect(pages).toEqual(['2026-11:1:200', '2026-11:2:200']);
  });
});

describe('SmsHistory', () => {
  it('shows direction, numbers, text and charge in Chinese', async () => {
    setupRuntime('cloudnumber', 'zh-CN');
    stubFetch((path) =>
      path === apiUrl('getNormalSmsList')
        ? envelope(0, {
            totalRows: 1,
            smsList: [
              {
                direction: 'in',
                toNumber: '1',
                fromNumber: '2',
                date: DATE,
                charge: -500,
                type: 'sms',
                text: 'hi',
              },
            ],
          })
        : envelope(0, null),
    );
    renderWithProviders(<SmsHistory />, 'cloudnumber');
    expect(screen.getAllByRole('tab')[0]?.textContent).toBe('2026年11月');
    const [row] = await screen.findAllByTestId('sms-row');
    expect(row?.textContent).toContain('呼入');
    expect(row?.textContent).toContain('hi');
    expect(row?.textContent).toContain('-0.05 云币');
    expect(screen.getByTestId('sms-total').textContent).toBe('共 1 条记录');
  });
});

describe('Load more', () => {
  it('loads the next page by click and disappears after the last one', async () => {
    setupRuntime('pingme', 'en');
    const pages: string[] = [];
    stubFetch((path, _init, url) => {
      if (path !== apiUrl('getNormalSmsList')) return envelope(0, null);
      const pageNo = url.searchParams.get('pageNo') ?? '';
      pages.push(pageNo);
      const sms = { direction: 'out', toNumber: '1', fromNumber: '2', date: DATE, charge: 0, type: 'sms' };
      return envelope(0, { totalRows: 2, smsList: [{ ...sms, text: `page ${pageNo}` }] });
    });
    renderWithProviders(<SmsHistory />, 'pingme');
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('page 2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(pages).toEqual(['1', '2']);
  });
});

describe('PaymentHistory', () => {
  it('asks for every order of the month in one page and names the methods', async () => {
    setupRuntime('pingme', 'en');
    const asked: string[] = [];
    stubFetch((path, _init, url) => {
      if (path !== apiUrl('getPaymentList')) return envelope(0, null);
      asked.push(url.search);
      const paymentList = [
        { _id: 'a', method: 'wechatpay', amount: 100_000, gifts: 10_000, date: DATE },
        { _id: 'b', method: 'card', amount: 20_000, gifts: 0, date: DATE },
      ];
      return envelope(0, { totalRows: 2, paymentList });
    });
    renderWithProviders(<PaymentHistory />, 'pingme');
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows[0]?.textContent).toContain('WeChat Pay');
    expect(rows[0]?.textContent).toContain('10.00 Coins');
    expect(rows[0]?.textContent).toContain('+1.00 Coins gift');
    expect(rows[1]?.textContent).toContain('Visa/Mastercard');
    expect(rows[1]?.textContent).not.toContain('gift');
    const query = new URLSearchParams(asked[0]);
    expect([query.get('pageSize'), query.get('pageNo'), query.get('date')]).toEqual(['1000', '1', '2026-11']);
  });
});

describe('SubscriptionHistory', () => {
  function render(onResubscribe?: (record: SubscriptionRecord) => void, brand: BrandId = 'jiema') {
    setupRuntime(brand, 'en');
    stubFetch((path) =>
      path === apiUrl('getSubscriptionList')
        ? envelope(0, {
            totalRows: 3,
            list: [
              subscription('a', {
                type: 100,
                planId: '7',
                charge: 0,
                planName: 'Unlimited',
                planRentPeriod: 1,
                restorePrice: 49_900,
                restorableUntil: Date.UTC(2026, 11, 20, 12),
              }),
              subscription('b', { type: 100, planId: '' }),
              subscription('c', { type: 1, planName: 'Unlimited', planRentPeriod: 3 }),
            ],
          })
        : envelope(0, null),
    );
    renderWithProviders(
      <>
        <SubscriptionHistory onResubscribe={onResubscribe} />
        <NextScreen />
      </>,
      brand,
    );
  }

  it('has six month tabs, type, plan and cycle labels, negative charges and one re-subscribe button', async () => {
    const onResubscribe = vi.fn();
    render(onResubscribe);
    expect(screen.getAllByRole('tab')).toHaveLength(6);
    const rows = await screen.findAllByTestId('subscription-row');
    expect(rows[0]?.textContent).toContain('Released, restorable · Unlimited · Monthly');
    expect(rows[0]?.textContent).toContain('Restorable until Dec 20, 2026');
    expect(rows[1]?.textContent).toContain('-$4.99');
    // A quarterly purchase is labelled quarterly.
    expect(rows[2]?.textContent).toContain('Subscribed · Unlimited · Quarterly');
    expect(rows[2]?.textContent).not.toContain('Restorable');
    const buttons = screen.getAllByRole('button', { name: 'Re-subscribe' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    expect(onResubscribe).toHaveBeenCalledWith(expect.objectContaining({ _id: 'a', planId: '7' }));
  });

  it('opens the numbers tab when no handler is given', async () => {
    // A brand with a numbers tab (jiema has none to open); signed in, as the numbers tab needs.
    useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
    leaveTabs();
    render(undefined, 'wephone');
    fireEvent.click(await screen.findByRole('button', { name: 'Re-subscribe' }));
    // The side bar shows Numbers selected (the history's own month tabs are tabs too).
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Numbers' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(await screen.findByRole('navigation', { name: 'Numbers' })).toBeTruthy();
  });
});
