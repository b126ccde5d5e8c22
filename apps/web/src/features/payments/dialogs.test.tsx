import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupRuntime } from '../../test/helpers.tsx';
import { ExactPayDialog, WechatDialog } from './ExactPayDialog.tsx';

describe('payment overlays', () => {
  it('exact pay: ignores clicks while pending, then the done button closes', () => {
    setupRuntime('pingme', 'en');
    const onPay = vi.fn();
    const onClose = vi.fn();
    const props = { open: true, amount: '10.0000 Coins', onPay, onClose };
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
    const props = { open: true, amount: '5.00 cloud coins', onClose: vi.fn() };
    const view = renderWithProviders(<WechatDialog {...props} paymentUrl={null} />, 'cloudnumber');
    expect(screen.getByRole('status')).toBeTruthy();
    view.unmount();
    renderWithProviders(<WechatDialog {...props} paymentUrl="weixin://pay/1" />, 'cloudnumber');
    const qr = screen.getByTestId('wechat-qr');
    expect(qr.getAttribute('width')).toBe('140');
  });
});
