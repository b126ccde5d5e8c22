import type { PaymentMethod, PaymentMethodsData } from '@switchboard/protocol';
import { apiUrl, paymentMethods, SocketEvent } from '@switchboard/protocol';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { emitServerEvent } from '../../lib/socket/events.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { RechargeTab } from './RechargeTab.tsx';

const flags: PaymentMethodsData = {
  card: false,
  wechatpay: true,
  alipay: false,
  unionpay: false,
  paypal: false,
  usdtPay: false,
  usdcPay: false,
  tusdPay: false,
  ethPay: false,
  bchPay: false,
  cryptoPay: false,
  needSetPhone: Object.fromEntries(paymentMethods.map((method) => [method, false])) as Record<
    PaymentMethod,
    boolean
  >,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WeChat Pay', () => {
  it('"Payment completed" checks the order, and a payment made on the phone is noticed by itself', async () => {
    setupRuntime('wetalk', 'en');
    useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
    const checked: string[] = [];
    stubFetch((path, _init, url) => {
      if (path === apiUrl('getPaymentMethods')) return envelope(0, flags);
      if (path === apiUrl('getAccountInfo'))
        return envelope(0, { phone: '', telCode: '', email: 'a@b.test' });
      if (path === apiUrl('queryBalance')) return envelope(0, { balance: 0 });
      if (path === apiUrl('paySubmit'))
        return envelope(0, { paymentUrl: '/sandbox/pay/o-7?key=k', orderId: 'o-7' });
      if (path === apiUrl('getPaymentOrder')) {
        checked.push(url.searchParams.get('orderId') ?? '');
        return envelope(0, { orderId: 'o-7', status: 'pending' });
      }
      return envelope(0, null);
    });
    renderWithProviders(<RechargeTab />, 'wetalk');
    fireEvent.click(await screen.findByRole('radio', { name: 'WeChat Pay' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByTestId('wechat-qr')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Payment completed' }));
    expect((await screen.findByTestId('wechat-not-yet')).textContent).toMatch(/has not arrived yet/);
    expect(checked).toEqual(['o-7']);

    // Another order's outcome changes nothing; this order's payment shows at once.
    act(() => emitServerEvent(SocketEvent.paymentSettled, { orderId: 'o-other', status: 'paid' }));
    expect(screen.queryByTestId('wechat-paid')).toBeNull();
    act(() => emitServerEvent(SocketEvent.paymentSettled, { orderId: 'o-7', status: 'paid' }));
    expect((await screen.findByTestId('wechat-paid')).textContent).toMatch(/^Payment received: \$50\.00/);
    expect(screen.queryByRole('button', { name: 'Payment completed' })).toBeNull();
  });
});
