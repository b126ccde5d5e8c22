import { apiUrl, BOOT_ELEMENT_ID, type RechargeSettings } from '@switchboard/protocol';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { RechargeTab } from './RechargeTab.tsx';

const UNIT = 10_000;

/** Tiles an operator set for wephone: 30 (gift 2.5) new, 20 gone, 100 the default, custom 15 to 300. */
const fromServer: RechargeSettings = {
  tiles: [
    { amount: 5 * UNIT, gift: 0 },
    { amount: 30 * UNIT, gift: 25_000 },
    { amount: 100 * UNIT, gift: 13 * UNIT },
  ],
  defaultTile: 2,
  custom: { min: 15 * UNIT, max: 300 * UNIT, default: 100 * UNIT },
  popularGiftPercent: 15,
};

afterEach(() => {
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the recharge tiles the server sets', () => {
  it('shows the server’s tiles, gifts, default and custom range, and pays the chosen one', async () => {
    setupRuntime('wephone', 'en');
    stubFetch((path) => {
      if (path === apiUrl('getRechargeSettings')) return envelope(0, { recharge: fromServer });
      return envelope(0, null);
    });
    renderWithProviders(<RechargeTab />, 'wephone');

    // The brand file's six tiles stand in until the server answers.
    expect(await screen.findByText('$30.00')).toBeTruthy();
    expect(screen.queryByTestId('recharge-tile-3')).toBeNull();
    expect(screen.queryByText('$20.00')).toBeNull();
    expect(screen.getByTestId('recharge-gift-1').textContent).toBe('+$2.50 gift');
    // A tile without a gift of its own earns the brand's percentage, as the server credits it.
    expect(screen.getByTestId('recharge-gift-0').textContent).toBe('+$0.75 gift');
    expect(screen.getByTestId('recharge-tile-2').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('recharge-tile-2').getAttribute('aria-describedby')).toBe('recharge-popular');
    expect(screen.getByTestId('recharge-custom').textContent).toContain('$15.00');
    expect(screen.getByTestId('recharge-custom').textContent).toContain('$300.00');

    fireEvent.click(screen.getByTestId('recharge-tile-1'));
    expect(screen.getByTestId('payment-title-gift').textContent).toContain('$2.50');
  });

  it('keeps the brand file’s tiles where no server answers', async () => {
    setupRuntime('wephone', 'en');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<RechargeTab />, 'wephone');
    expect(screen.getByTestId('recharge-tile-5').textContent).toContain('$100.00');
    expect(screen.getByTestId('recharge-tile-4').getAttribute('aria-checked')).toBe('true');
  });

  it('shows the tiles the page was served with from the first paint', () => {
    const boot = document.createElement('script');
    boot.type = 'application/json';
    boot.id = BOOT_ELEMENT_ID;
    boot.textContent = JSON.stringify({ brand: 'wephone', mobilePlanUrl: null, recharge: fromServer });
    document.body.appendChild(boot);
    setupRuntime('wephone', 'en');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<RechargeTab />, 'wephone');
    expect(screen.getByTestId('recharge-tile-1').textContent).toContain('$30.00');
    expect(screen.getByTestId('recharge-tile-2').getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByTestId('recharge-tile-3')).toBeNull();
  });
});
