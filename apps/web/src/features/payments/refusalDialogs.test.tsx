import type { PaymentMethodsData } from '@switchboard/protocol';
import { apiUrl, paymentMethods, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '../../app/GlobalAlert.tsx';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { expectNoAlertShown } from '../../test/screenChecks.tsx';
import { RechargeTab } from './RechargeTab.tsx';

const flags: PaymentMethodsData = {
  card: true,
  wechatpay: false,
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
    (typeof paymentMethods)[number],
    boolean
  >,
};

function render(payAnswer: () => Response) {
  setupRuntime('pingme', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  stubFetch((path) => {
    if (path === apiUrl('getPaymentMethods')) return envelope(0, flags);
    if (path === apiUrl('getAccountInfo')) return envelope(0, { phone: '', telCode: '', email: 'a@b.test' });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 0 });
    if (path === apiUrl('paySubmit')) return payAnswer();
    return envelope(0, null);
  });
  renderWithProviders(
    <>
      <RechargeTab />
      <GlobalAlert />
    </>,
  );
}

async function payByCard() {
  await screen.findByRole('radio', { name: 'Credit or debit card (Visa, Mastercard)' });
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go to payment' }));
}

beforeEach(() => {
  vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a refused payment', () => {
  it('shows the payment error modal alone: the checkout dialog closes and nothing is alerted', async () => {
    render(() => envelope(Retcode.PAYMENT_FAILED, null, 'Card declined'));
    await payByCard();
    expect((await screen.findByTestId('payment-error-message')).textContent).toContain('Card declined');
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Complete your payment' })).toBeNull();
    await expectNoAlertShown();
  });

  it('leaves a general error to the "Something went wrong" dialog alone', async () => {
    render(() => envelope(Retcode.GENERAL_ERROR, null, 'Something went wrong. Please try again.'));
    await payByCard();
    const general = await screen.findByTestId('general-error-dialog');
    expect(within(general).getByText('Something went wrong')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('alertdialog')).toHaveLength(1));
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
    expect(screen.queryByTestId('payment-error-message')).toBeNull();
  });
});
