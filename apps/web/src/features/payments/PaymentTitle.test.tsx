import type { BrandId, UiLanguage } from '@switchboard/protocol';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupRuntime } from '../../test/helpers.tsx';
import { CryptoDialog } from './CryptoDialog.tsx';
import { ExactPayDialog, PaypalDialog, WechatDialog } from './ExactPayDialog.tsx';
import { PaymentErrorModal } from './PaymentErrorModal.tsx';
import type { PaymentTitleValue } from './PaymentTitle.tsx';

/** 50 units paid with a 6-unit gift. */
const title: PaymentTitleValue = { amount: 500_000, gift: 60_000 };

/** Every payment overlay, open, with the payment title given. */
const overlays: Record<string, (value: PaymentTitleValue | null) => ReactElement> = {
  'exact-pay dialog': (value) => (
    <ExactPayDialog
      open
      amount="x"
      title={value}
      pending={false}
      done={false}
      onPay={vi.fn()}
      onClose={vi.fn()}
    />
  ),
  'PayPal modal': (value) => (
    <PaypalDialog
      open
      amount="x"
      title={value}
      pending={false}
      done={false}
      onPay={vi.fn()}
      onClose={vi.fn()}
    />
  ),
  'WeChat QR dialog': (value) => (
    <WechatDialog
      open
      amount="x"
      title={value}
      paymentUrl="weixin://pay/1"
      paid={false}
      notPaidYet={false}
      onCheck={vi.fn()}
      onClose={vi.fn()}
    />
  ),
  'crypto dialog': (value) => (
    <CryptoDialog
      open
      title={value}
      currencies={['USDT']}
      pending={false}
      quote={null}
      onNext={vi.fn()}
      onBack={vi.fn()}
      onClose={vi.fn()}
    />
  ),
  'payment error modal': (value) => (
    <PaymentErrorModal message="Card declined" title={value} onClose={vi.fn()} onRetry={vi.fn()} />
  ),
};

/** The header's lines inside the open dialog. */
function headerIn(): { total: string; gift: string | null } {
  const header = within(screen.getByRole('dialog')).getByTestId('payment-title');
  return {
    total: within(header).getByTestId('payment-title-total').textContent ?? '',
    gift: within(header).queryByTestId('payment-title-gift')?.textContent ?? null,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the shared payment title header', () => {
  it.each(Object.keys(overlays))('the %s shows the amount and the gift', (name) => {
    setupRuntime('wetalk', 'en');
    renderWithProviders(overlays[name]?.(title) as ReactElement, 'wetalk');
    expect(headerIn()).toEqual({ total: 'Total: $50.00', gift: 'Gift: $6.00' });
    // Under the dialog's own title, as its sub-heading.
    const heading = within(screen.getByRole('dialog')).getByRole('heading', { name: 'Total: $50.00' });
    expect(heading.tagName).toBe('H3');
  });

  it.each(Object.keys(overlays))('the %s leaves the gift line out when there is none', (name) => {
    setupRuntime('pingme', 'en');
    renderWithProviders(overlays[name]?.({ amount: 100_000, gift: 0 }) as ReactElement);
    expect(headerIn()).toEqual({ total: 'Total: 10.00 Coins', gift: null });
  });

  it('the payment error modal without a known amount shows no header', () => {
    setupRuntime('wetalk', 'en');
    renderWithProviders(overlays['payment error modal']?.(null) as ReactElement, 'wetalk');
    expect(within(screen.getByRole('dialog')).queryByTestId('payment-title')).toBeNull();
  });

  const currencies: [BrandId, UiLanguage, string, string][] = [
    ['pingme', 'en', 'Total: 50.00 Coins', 'Gift: 6.00 Coins'],
    ['pingme', 'zh-CN', '合计：50.00 金币', '赠送：6.00 金币'],
    ['wephone', 'en', 'Total: $50.00', 'Gift: $6.00'],
    ['wetalkpro', 'zh-CN', '合计：$50.00', '赠送：$6.00'],
    ['jiema', 'zh-CN', '合计：$50.00', '赠送：$6.00'],
    ['cloudnumber', 'en', 'Total: 50.00 cloud coins', 'Gift: 6.00 cloud coins'],
    ['cloudnumber', 'zh-CN', '合计：50.00 云币', '赠送：6.00 云币'],
  ];
  it.each(currencies)('%s in %s: each overlay reads %s / %s', (brand, language, total, gift) => {
    for (const [name, overlay] of Object.entries(overlays)) {
      setupRuntime(brand, language);
      const view = renderWithProviders(overlay(title), brand);
      expect(headerIn(), name).toEqual({ total, gift });
      view.unmount();
    }
  });
});
