import type { BrandId, PaymentMethod, PaymentMethodsData } from '@switchboard/protocol';
import { apiUrl, paymentMethods, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigation } from '../../lib/navigation.ts';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { closeVerifiedModal, useVerifiedModal } from '../contact-verification/index.ts';
import { payBack, setPayBack } from '../numbers/index.ts';
import { RechargeTab } from './RechargeTab.tsx';

const flags: PaymentMethodsData = {
  card: true,
  wechatpay: false,
  alipay: false,
  unionpay: false,
  paypal: true,
  usdtPay: true,
  usdcPay: true,
  tusdPay: false,
  ethPay: false,
  bchPay: false,
  cryptoPay: false,
  needSetPhone: Object.fromEntries(paymentMethods.map((method) => [method, method === 'paypal'])) as Record<
    PaymentMethod,
    boolean
  >,
};

function render(
  brand: BrandId,
  payAnswer: () => Response = () => envelope(0, { paymentUrl: 'x', orderId: 'o' }),
) {
  setupRuntime(brand, 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const fetchMock = stubFetch((path) => {
    if (path === apiUrl('getPaymentMethods')) return envelope(0, flags);
    if (path === apiUrl('getAccountInfo')) return envelope(0, { phone: '', telCode: '', email: 'a@b.test' });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 0 });
    if (path === apiUrl('paySubmit')) return payAnswer();
    return envelope(0, null);
  });
  renderWithProviders(<RechargeTab />, brand);
  return fetchMock;
}

beforeEach(() => {
  vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RechargeTab', () => {
  it('shows the brand tiles with gifts and the popular gift in the title', async () => {
    render('wephone');
    expect(screen.getByTestId('recharge-tile-5').textContent).toContain('$100.00');
    expect(screen.getByTestId('recharge-gift-5').textContent).toContain('+$13.00 gift');
    await screen.findByRole('radio', { name: 'Credit or debit card (Visa, Mastercard)' });
    fireEvent.click(screen.getByTestId('recharge-tile-1'));
    expect(screen.getByTestId('payment-title-gift').textContent).toContain('$0.75');
  });

  it('hides gifts when paying with crypto on wephone', async () => {
    render('wephone');
    fireEvent.click(await screen.findByRole('radio', { name: 'Crypto wallet transfer' }));
    expect(screen.queryByTestId('recharge-gift-5')).toBeNull();
  });

  it('shows the custom range of cloudnumber in yuan units', async () => {
    render('cloudnumber');
    expect(screen.getByTestId('recharge-custom').textContent).toContain('11.00 cloud coins');
    expect(screen.getByTestId('recharge-custom').textContent).toContain('2000.00 cloud coins');
  });

  it('PayPal disables the custom amount and, without a phone, Pay, and opens the verified modal in charge mode', async () => {
    render('pingme');
    fireEvent.click(screen.getByTestId('recharge-custom'));
    fireEvent.click(await screen.findByRole('radio', { name: 'PayPal' }));
    expect(screen.getByTestId<HTMLButtonElement>('recharge-custom').disabled).toBe(true);
    expect(screen.getByTestId('recharge-tile-4').getAttribute('aria-checked')).toBe('true');
    await screen.findByTestId('payment-need-phone');
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true);
    expect(useVerifiedModal.getState().mode).toBe('charge');
    closeVerifiedModal();
    fireEvent.click(screen.getByRole('button', { name: 'Verify phone' }));
    expect(useVerifiedModal.getState().mode).toBe('charge');
  });

  it('shows the server message on a payment error and Try again sends the payment again', async () => {
    const fetchMock = render('pingme', () => envelope(Retcode.PAYMENT_FAILED, null, 'Card declined'));
    await screen.findByRole('radio', { name: 'Credit or debit card (Visa, Mastercard)' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to payment' }));
    expect((await screen.findByTestId('payment-error-message')).textContent).toContain('Card declined');
    const paid = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes(apiUrl('paySubmit'))).length;
    expect(paid()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(paid()).toBe(2));
  });

  it('closing a payment overlay returns to the mobile-plan page that sent the user to top up', async () => {
    render('pingme', () => envelope(Retcode.PAYMENT_FAILED, null, 'Card declined'));
    setPayBack({ tab: 'numbers', section: 'mobilePlan', page: '' });
    await screen.findByRole('radio', { name: 'Credit or debit card (Visa, Mastercard)' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go to payment' }));
    await screen.findByTestId('payment-error-message');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(useNavigation.getState()).toMatchObject({ tab: 'numbers', section: 'mobilePlan' });
    expect(payBack.getState().link).toBeNull();
  });
});
