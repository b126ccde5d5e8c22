import type { BrandId, PaymentMethod, PaymentMethodsData, PaypalForm } from '@switchboard/protocol';
import { apiUrl, paymentMethods, Retcode } from '@switchboard/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { RechargeTab } from './RechargeTab.tsx';

/** Every method on, none needing a phone the account lacks (the account has one). */
const flags: PaymentMethodsData = {
  ...(Object.fromEntries(paymentMethods.map((method) => [method, true])) as Record<PaymentMethod, boolean>),
  needSetPhone: Object.fromEntries(paymentMethods.map((method) => [method, false])) as Record<
    PaymentMethod,
    boolean
  >,
};

const paypalForm: PaypalForm = {
  cmd: '_s-xclick',
  hosted_button_id: 'SANDBOXWETALK',
  notify_url: 'http://localhost/webhooks/sandbox',
  custom: 'order-pp',
  on0: 'amount',
  os0: '50.00',
  currency_code: 'USD',
};

/** The JSON bodies the page posted, by call path. */
type Posted = Record<string, Record<string, unknown>[]>;

function render(brand: BrandId, answers: Partial<Record<string, () => Response>> = {}) {
  setupRuntime(brand, 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const posted: Posted = {};
  stubFetch((path, init) => {
    if (init?.method === 'POST') posted[path] = [...(posted[path] ?? []), JSON.parse(String(init.body))];
    const answer = answers[path];
    if (answer) return answer();
    if (path === apiUrl('getPaymentMethods')) return envelope(0, flags);
    if (path === apiUrl('getAccountInfo'))
      return envelope(0, { phone: '2125550100', telCode: '1', email: 'a@b.test' });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 0 });
    if (path === apiUrl('paypalPaySubmit'))
      return envelope(0, {
        transactionId: 'order-pp',
        paymentUrl: '/sandbox/pay/order-pp?key=k',
        form: paypalForm,
      });
    return envelope(0, { paymentUrl: '/sandbox/pay/order-1?key=k', orderId: 'order-1' });
  });
  renderWithProviders(<RechargeTab />, brand);
  return posted;
}

/** Chooses a method, presses Pay and, in the dialog that opens, Go to payment. */
async function payWith(methodName: string) {
  fireEvent.click(await screen.findByRole('radio', { name: methodName }));
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Go to payment' }));
  return dialog;
}

/** Records what each submitted form held (jsdom cannot submit forms). */
function captureForms() {
  const forms: { action: string; target: string; fields: Record<string, string> }[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries(new FormData(this).entries()) as Record<string, string>;
    forms.push({ action: this.action, target: this.target, fields });
  });
  return forms;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the pay calls of the recharge section', () => {
  it('PayPal: its modal shows the payment title, and the answered hidden form is posted to the provider window', async () => {
    const win = { closed: false, close: vi.fn(), location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const forms = captureForms();
    const posted = render('wetalk');
    fireEvent.click(await screen.findByTestId('recharge-tile-4'));
    const dialog = await payWith('PayPal');
    expect(within(dialog).getByRole('heading', { name: 'Pay with PayPal' })).toBeTruthy();
    expect(within(dialog).getByTestId('payment-title-total').textContent).toBe('Total: $50.00');
    expect(within(dialog).getByTestId('payment-title-gift').textContent).toBe('Gift: $6.00');
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(posted[apiUrl('paypalPaySubmit')]).toEqual([
      { productId: 'paypal_web_USD_50', platform: 'wetalk' },
    ]);
    expect(forms[0]).toEqual({
      action: `${window.location.origin}/sandbox/pay/order-pp?key=k`,
      target: String(open.mock.calls[0]?.[1]),
      fields: paypalForm,
    });
    // The window was opened blank inside the click; the form, not a link, takes it to PayPal.
    expect(win.location.href).toBe('about:blank');
    win.closed = true;
  });

  it('a custom amount goes on the wire with the gift flag "-1"; a tile without it', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const posted = render('wephone');
    fireEvent.click(await screen.findByTestId('recharge-custom'));
    fireEvent.change(screen.getByTestId('recharge-custom-field'), { target: { value: '120' } });
    // A custom amount earns no gift: the title shows none.
    expect(screen.getByTestId('payment-title-total').textContent).toBe('Total: $120.00');
    expect(screen.queryByTestId('payment-title-gift')).toBeNull();
    await payWith('Credit or debit card (Visa, Mastercard)');
    await waitFor(() => expect(posted[apiUrl('paySubmit')]).toHaveLength(1));
    expect(posted[apiUrl('paySubmit')]?.[0]).toMatchObject({
      productid: 'card_web_USD_CUSTOM',
      custom_amount: 120,
      gift: '-1',
    });

    fireEvent.click(await screen.findByRole('button', { name: 'I have completed the payment' }));
    fireEvent.click(screen.getByTestId('recharge-tile-3'));
    await payWith('Alipay');
    await waitFor(() => expect(posted[apiUrl('alipayPaySubmit')]).toHaveLength(1));
    const tile = posted[apiUrl('alipayPaySubmit')]?.[0] ?? {};
    expect(tile).toMatchObject({ paymentMethod: 'alipay', productId: 'alipay_web_USD_20' });
    expect(Object.keys(tile)).not.toContain('gift');
    expect(Object.keys(tile)).not.toContain('custom_amount');
  });

  it('the crypto wallet quote of a custom amount carries the flag too', async () => {
    const posted = render('pingme', {
      [apiUrl('etherPaySubmit')]: () =>
        envelope(0, {
          rechargeAmount: '150.00000000',
          walletAddress: '0xabc',
          cryptoToLegalRate: 1,
          queryRateTime: 1,
          orderId: 'o-w',
        }),
    });
    fireEvent.click(await screen.findByTestId('recharge-custom'));
    fireEvent.change(screen.getByTestId('recharge-custom-field'), { target: { value: '150' } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Crypto wallet transfer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(posted[apiUrl('etherPaySubmit')]).toHaveLength(1));
    expect(posted[apiUrl('etherPaySubmit')]?.[0]).toMatchObject({
      productId: 'ether_web_COIN_CUSTOM',
      custom_amount: 150,
      gift: '-1',
    });
  });

  it('cloudnumber pays Alipay through its own call, and UnionPay through the shared one', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const posted = render('cloudnumber');
    fireEvent.click(await screen.findByTestId('recharge-tile-1'));
    await payWith('Alipay');
    await waitFor(() => expect(posted[apiUrl('cloudAlipayPaySubmit')]).toHaveLength(1));
    expect(posted[apiUrl('cloudAlipayPaySubmit')]?.[0]).toEqual({
      productId: 'alipay_web_CNY_10',
      returnUrl: `${window.location.origin}/`,
      platform: 'cloudnumber',
    });
    expect(posted[apiUrl('alipayPaySubmit')]).toBeUndefined();

    fireEvent.click(await screen.findByRole('button', { name: 'I have completed the payment' }));
    await payWith('UnionPay');
    await waitFor(() => expect(posted[apiUrl('alipayPaySubmit')]).toHaveLength(1));
    expect(posted[apiUrl('alipayPaySubmit')]?.[0]).toMatchObject({ paymentMethod: 'unionpay' });
    expect(posted[apiUrl('cloudAlipayPaySubmit')]).toHaveLength(1);
  });

  it('the payment error modal shows the payment title of the payment that failed', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    render('wetalk', {
      [apiUrl('paySubmit')]: () => envelope(Retcode.PAYMENT_FAILED, null, 'Card declined'),
    });
    fireEvent.click(await screen.findByTestId('recharge-tile-5'));
    await payWith('Credit or debit card (Visa, Mastercard)');
    const modal = (await screen.findByTestId('payment-error-message')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(modal).getByTestId('payment-title-total').textContent).toBe('Total: $100.00');
    expect(within(modal).getByTestId('payment-title-gift').textContent).toBe('Gift: $13.00');
  });
});
