import { CONSOLE_PATH, type ConsolePaymentData, consoleUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const payment: ConsolePaymentData = {
  order: {
    orderId: 'ord-1',
    accountId: 'acc-7',
    email: 'user@example.test',
    brand: 'wephone',
    method: 'paypal',
    amount: 100_000,
    gift: 0,
    credited: null,
    currency: 'USD',
    status: 'failed',
    provider: 'sandbox',
    createdAt: Date.UTC(2025, 0, 3),
    paidAt: null,
  },
  providerRef: 'quote-1',
  payerRef: null,
  failureCode: null,
  events: [{ provider: 'sandbox', eventId: 'evt-1', receivedAt: Date.UTC(2025, 0, 3) }],
  refund: null,
  refundable: true,
  providerRefundable: false,
};

const sectionText = (name: string) => screen.getByRole('region', { name }).textContent ?? '';

describe('a payment order page', () => {
  it('shows the order and its provider events in the operator’s language', async () => {
    stubFetch((path) =>
      path === consoleUrl('consolePayment', 'ord-1')
        ? envelope(0, payment)
        : envelope(Retcode.NOT_FOUND, null, '', 404),
    );
    renderConsole(<App />, {
      path: `${CONSOLE_PATH}/payments/ord-1`,
      operator: operatorOf('support'),
      language: 'zh-CN',
    });
    await screen.findByRole('heading', { name: '订单 ord-1' });
    expect(sectionText('订单')).toContain('失败');
    expect(sectionText('订单')).toContain('$10.0000');
    expect(sectionText('服务商事件')).toContain('evt-1');
    // Support reads payments; refunds are finance's.
    expect(screen.queryByRole('button', { name: '退款到余额' })).toBeNull();
  });

  it('refunds to the balance only with a reason, and says the balance after it', async () => {
    const refunds: unknown[] = [];
    stubFetch((path, init) => {
      if (path === consoleUrl('consolePayment', 'ord-1')) return envelope(0, payment);
      if (path === consoleUrl('consolePaymentRefund')) {
        refunds.push(JSON.parse(String(init?.body)));
        return envelope(0, { status: 'refunded', balance: 150_000 });
      }
      return envelope(Retcode.NOT_FOUND, null, '', 404);
    });
    renderConsole(<App />, { path: `${CONSOLE_PATH}/payments/ord-1`, operator: operatorOf('finance') });

    fireEvent.click(await screen.findByRole('button', { name: 'Credit to balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit a failed order to the balance' });
    expect(dialog.textContent).toContain('$10.0000 is credited');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Credit to balance' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeTruthy();
    expect(refunds).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Paid at the bank, never credited' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Credit to balance' }));
    expect(await screen.findByText('Credited. The balance is now $15.0000.')).toBeTruthy();
    expect(refunds).toEqual([
      { orderId: 'ord-1', reason: 'Paid at the bank, never credited', destination: 'balance' },
    ]);
  });

  it('shows the server’s sentence when the order cannot be refunded', async () => {
    stubFetch((path) => {
      if (path === consoleUrl('consolePayment', 'ord-1')) return envelope(0, payment);
      if (path === consoleUrl('consolePaymentRefund'))
        return envelope(
          Retcode.INVALID_PARAMETER,
          null,
          'Only a paid or failed order can be refunded to the balance, and only once.',
        );
      return envelope(Retcode.NOT_FOUND, null, '', 404);
    });
    renderConsole(<App />, { path: `${CONSOLE_PATH}/payments/ord-1`, operator: operatorOf('finance') });
    fireEvent.click(await screen.findByRole('button', { name: 'Credit to balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit a failed order to the balance' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Disputed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Credit to balance' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('only once');
  });
});
