import { CONSOLE_PATH, consoleUrl, type PaymentOrderItem, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const order: PaymentOrderItem = {
  orderId: 'ord-1',
  accountId: 'acc-7',
  email: 'user@example.test',
  brand: 'wephone',
  method: 'wechatpay',
  amount: 100_000,
  gift: 0,
  credited: 100_000,
  currency: 'USD',
  status: 'refunded',
  provider: 'sandbox',
  createdAt: Date.UTC(2025, 0, 3),
  paidAt: Date.UTC(2025, 0, 3),
};

describe('the payments screen', () => {
  it('lists orders with every value named, and asks the server again for a filter', async () => {
    const queries: URLSearchParams[] = [];
    stubFetch((path, _init, url) => {
      if (path !== consoleUrl('consolePayments')) return envelope(Retcode.NOT_FOUND, null, '', 404);
      queries.push(url.searchParams);
      return envelope(0, { orders: [order], total: 1 });
    });
    renderConsole(<App />, {
      path: `${CONSOLE_PATH}/payments`,
      operator: operatorOf('finance'),
      language: 'zh-CN',
    });
    expect(await screen.findByText('ord-1')).toBeTruthy();
    expect(screen.getByText('微信支付')).toBeTruthy();
    expect(screen.getByText('已退款')).toBeTruthy();
    expect(screen.getByText('第 1 至 1 笔订单，共 1 笔')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('订单号或邮箱'), { target: { value: 'user@example.test' } });
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('user@example.test'));
    expect(queries.at(-1)?.get('offset')).toBe('0');
  });

  it('shows the daily totals in each brand’s money', async () => {
    stubFetch((path) =>
      path === consoleUrl('consolePaymentTotals')
        ? envelope(0, {
            totals: [
              {
                day: '2025-01-03',
                brand: 'wephone',
                method: 'card',
                currency: 'USD',
                orders: 2,
                amount: 125_000,
              },
            ],
          })
        : envelope(Retcode.NOT_FOUND, null, '', 404),
    );
    renderConsole(<App />, { path: `${CONSOLE_PATH}/payments/totals`, operator: operatorOf('support') });
    const table = await screen.findByRole('table', { name: 'Daily totals' });
    expect(table.textContent).toContain('2025-01-03');
    expect(table.textContent).toContain('Bank card');
    expect(table.textContent).toContain('$12.5000');
  });
});
