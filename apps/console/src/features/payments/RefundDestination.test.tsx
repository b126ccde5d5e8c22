import { CONSOLE_PATH, type ConsolePaymentData, consoleUrl, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/App.tsx';
import { envelope, operatorOf, renderConsole, stubFetch } from '../../test/helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

const paidThroughStripe: ConsolePaymentData = {
  order: {
    orderId: 'ord-2',
    accountId: 'acc-8',
    email: 'payer@example.test',
    brand: 'wephone',
    method: 'card',
    amount: 500_000,
    gift: 60_000,
    credited: 500_000,
    currency: 'USD',
    status: 'paid',
    provider: 'stripe',
    createdAt: Date.UTC(2025, 0, 3),
    paidAt: Date.UTC(2025, 0, 3),
  },
  providerRef: 'cs_test_1',
  payerRef: null,
  failureCode: null,
  events: [],
  refund: null,
  refundable: false,
  providerRefundable: true,
};

/** The console with one order page whose refund call answers `answer`; the bodies it was sent. */
function openOrder(data: ConsolePaymentData, answer: () => Response, language?: 'zh-CN') {
  const sent: unknown[] = [];
  stubFetch((path, init) => {
    if (path === consoleUrl('consolePayment', data.order.orderId)) return envelope(0, data);
    if (path === consoleUrl('consolePaymentRefund')) {
      sent.push(JSON.parse(String(init?.body)));
      return answer();
    }
    return envelope(Retcode.NOT_FOUND, null, '', 404);
  });
  renderConsole(<App />, {
    path: `${CONSOLE_PATH}/payments/${data.order.orderId}`,
    operator: operatorOf('finance'),
    ...(language === undefined ? {} : { language }),
  });
  return sent;
}

describe('refunding an order to the payer', () => {
  it('offers only the provider for a paid Stripe order and says its top-up leaves the balance', async () => {
    const sent = openOrder(paidThroughStripe, () => envelope(0, { status: 'refunded', balance: 10_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refund to the payer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the payer through the provider' });
    expect(dialog.textContent).toContain('$50.0000 goes back to the payer through stripe');
    expect(dialog.textContent).toContain(
      "What the order added to the user's balance, $56.0000 with its gift",
    );
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Asked by the payer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund to the payer' }));
    expect(await screen.findByText('Refunded to the payer. The balance is now $1.0000.')).toBeTruthy();
    expect(sent).toEqual([{ orderId: 'ord-2', reason: 'Asked by the payer', destination: 'provider' }]);
  });

  it('lets the operator choose for a failed order both ways allow, in Chinese too', async () => {
    const failed: ConsolePaymentData = {
      ...paidThroughStripe,
      order: { ...paidThroughStripe.order, status: 'failed', paidAt: null },
      refundable: true,
    };
    const sent = openOrder(failed, () => envelope(0, { status: 'refunded', balance: 0 }), 'zh-CN');
    fireEvent.click(await screen.findByRole('button', { name: '退款' }));
    const dialog = await screen.findByRole('dialog', { name: '订单退款' });
    const choices = within(dialog).getByRole('radiogroup', { name: '退款去向' });
    expect(within(choices).getByRole('radio', { name: '用户的余额' })).toHaveProperty('checked', true);
    fireEvent.click(within(choices).getByRole('radio', { name: '通过 stripe 退还给付款人' }));
    // A failed order credited nothing: the balance is not touched.
    expect(dialog.textContent).toContain('用户的余额不会变动');
    fireEvent.change(within(dialog).getByLabelText(/原因/), { target: { value: '付款人要求退款' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '退款给付款人' }));
    expect(await screen.findByText('已退款给付款人，当前余额为 $0.0000。')).toBeTruthy();
    expect(sent).toEqual([{ orderId: 'ord-2', reason: '付款人要求退款', destination: 'provider' }]);
  });

  it('keeps the dialog open with the server’s sentence when the provider refuses', async () => {
    const refusal =
      'The payment provider refused the refund, so nothing changed. Check the payment in the provider’s dashboard.';
    openOrder(paidThroughStripe, () => envelope(Retcode.PAYMENT_FAILED, null, refusal));
    fireEvent.click(await screen.findByRole('button', { name: 'Refund to the payer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the payer through the provider' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Asked by the payer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund to the payer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('refused the refund');
  });

  it('keeps the dialog open with the server’s sentence when the user spent part of the top-up', async () => {
    const spent =
      'The user has already spent part of this top-up, so it cannot be refunded to the payer. Nothing changed.';
    const sent = openOrder(paidThroughStripe, () => envelope(Retcode.INSUFFICIENT_BALANCE, null, spent));
    fireEvent.click(await screen.findByRole('button', { name: 'Refund to the payer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the payer through the provider' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Asked by the payer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund to the payer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(spent);
    expect(sent).toHaveLength(1);
  });
});
