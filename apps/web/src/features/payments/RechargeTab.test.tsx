import type { BrandId, PaymentMethod, PaymentMethodsData } from '@switchboard/protocol';
import { apiUrl, BOOT_ELEMENT_ID, paymentMethods, Retcode } from '@switchboard/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { leaveTabs, NextScreen } from '../../test/nextScreen.tsx';
import { expectMainTabShown } from '../../test/screenChecks.tsx';
import { closeVerifiedModal, VerifiedModalHost } from '../contact-verification/index.ts';
import { setPayBack } from '../numbers/index.ts';
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
    if (path === apiUrl('getVirtualPhoneList'))
      return envelope(0, { virtualPhones: [], smsCountryCodes: {}, canForward: false, canVoicemail: false });
    return envelope(0, null);
  });
  leaveTabs();
  // With the verified modal's host and the side bar and tab the recharge can lead to, as the shell has them.
  renderWithProviders(
    <>
      <RechargeTab />
      <VerifiedModalHost />
      <NextScreen />
    </>,
    brand,
  );
  return fetchMock;
}

beforeEach(() => {
  vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  act(() => closeVerifiedModal());
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
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
    const verify = await screen.findByRole('dialog', { name: 'Verify your phone number' });
    expect(within(verify).getByLabelText('Phone number')).toBeTruthy();
    act(() => closeVerifiedModal());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Verify phone' }));
    const again = await screen.findByRole('dialog', { name: 'Verify your phone number' });
    expect(within(again).getByLabelText('Phone number')).toBeTruthy();
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
    // The brand's mobile-plan page, so the numbers tab has it.
    const boot = document.createElement('script');
    boot.type = 'application/json';
    boot.id = BOOT_ELEMENT_ID;
    boot.textContent = JSON.stringify({ brand: 'pingme', mobilePlanUrl: 'https://plans.example.com/m' });
    document.body.appendChild(boot);
    render('pingme', () => envelope(Retcode.PAYMENT_FAILED, null, 'Card declined'));
    setPayBack({ tab: 'numbers', section: 'mobilePlan', page: '' });
    const payAndClose = async () => {
      await screen.findByRole('radio', { name: 'Credit or debit card (Visa, Mastercard)' });
      fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
      fireEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go to payment' }),
      );
      await screen.findByTestId('payment-error-message');
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByTestId('payment-error-message')).toBeNull());
    };
    await payAndClose();
    // The numbers tab greets a first visit with its tips.
    fireEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    await expectMainTabShown('Numbers', 'Mobile plan');
    // The way back is used once: after going to another tab, the next closed overlay stays there.
    fireEvent.click(screen.getByRole('tab', { name: 'Account' }));
    await expectMainTabShown('Account');
    await payAndClose();
    await expectMainTabShown('Account');
    expect(screen.getByRole('tab', { name: 'Numbers' }).getAttribute('aria-selected')).toBe('false');
  });
});
