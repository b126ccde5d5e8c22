import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupRuntime } from '../../test/helpers.tsx';
import { ExactPayDialog, qrTarget, WechatDialog } from './ExactPayDialog.tsx';
import { PaymentErrorModal } from './PaymentErrorModal.tsx';

describe('payment overlays', () => {
  it('exact pay: ignores clicks while pending, then the done button closes', () => {
    setupRuntime('pingme', 'en');
    const onPay = vi.fn();
    const onClose = vi.fn();
    const props = { open: true, amount: '10.0000 Coins', title: null, onPay, onClose };
    const view = renderWithProviders(<ExactPayDialog {...props} pending done={false} />);
    const go = screen.getByRole('button', { name: 'Go to payment' });
    expect(go.style.opacity === '' ? getComputedStyle(go).opacity : go.style.opacity).toBe('0.45');
    fireEvent.click(go);
    expect(onPay).not.toHaveBeenCalled();
    view.unmount();
    renderWithProviders(<ExactPayDialog {...props} pending={false} done />);
    fireEvent.click(screen.getByRole('button', { name: 'I have completed the payment' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onPay).not.toHaveBeenCalled();
  });

  it('WeChat: loading until the address arrives, then a 140 px QR code', () => {
    setupRuntime('cloudnumber', 'en');
    const props = {
      open: true,
      amount: '5.00 cloud coins',
      title: null,
      paid: false,
      notPaidYet: false,
      onCheck: vi.fn(),
      onClose: vi.fn(),
    };
    const view = renderWithProviders(<WechatDialog {...props} paymentUrl={null} />, 'cloudnumber');
    expect(screen.getByRole('status')).toBeTruthy();
    view.unmount();
    renderWithProviders(<WechatDialog {...props} paymentUrl="weixin://pay/1" />, 'cloudnumber');
    const qr = screen.getByTestId('wechat-qr');
    expect(qr.getAttribute('width')).toBe('140');
  });

  it('WeChat: the QR code holds a whole address a phone can open', () => {
    expect(qrTarget('/sandbox/pay/o-1?key=k', 'http://wetalk.example:3000/account')).toBe(
      'http://wetalk.example:3000/sandbox/pay/o-1?key=k',
    );
    expect(qrTarget('weixin://wxpay/bizpayurl?pr=abc', 'http://wetalk.example/')).toBe(
      'weixin://wxpay/bizpayurl?pr=abc',
    );
  });

  it('exact pay: a provider window closed without an answer is said, and the page can be opened again', () => {
    setupRuntime('pingme', 'en');
    const onPay = vi.fn();
    renderWithProviders(
      <ExactPayDialog
        open
        amount="10.0000 Coins"
        title={null}
        pending={false}
        done={false}
        windowClosed
        onPay={onPay}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByTestId('payment-window-closed').textContent).toMatch(
      /^The payment window was closed\./,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go to payment' }));
    expect(onPay).toHaveBeenCalledTimes(1);
  });

  it('a cancel by the payer is titled as a cancel, in English and Chinese', () => {
    setupRuntime('wetalk', 'en');
    const view = renderWithProviders(
      <PaymentErrorModal
        message="You cancelled the payment. Nothing was charged."
        cancelled
        onClose={vi.fn()}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    view.unmount();
    setupRuntime('wetalk', 'zh-CN');
    renderWithProviders(<PaymentErrorModal message="x" cancelled onClose={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.getByRole('heading', { name: '支付已取消' })).toBeTruthy();
  });
});
