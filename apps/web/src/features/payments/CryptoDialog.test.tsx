import type { BrandId, CryptoCurrency, EtherPayData } from '@switchboard/protocol';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupRuntime } from '../../test/helpers.tsx';
import { CryptoDialog } from './CryptoDialog.tsx';

const quote: EtherPayData = {
  rechargeAmount: '0.69444444',
  walletAddress: '0x0123456789abcdef0123456789abcdef01234567',
  cryptoToLegalRate: 7.2,
  queryRateTime: 1_700_000_000_000,
  orderId: 'order-1',
};

function render(
  options: { brand?: BrandId; currencies?: CryptoCurrency[]; quote?: EtherPayData | null } = {},
) {
  const brand = options.brand ?? 'pingme';
  setupRuntime(brand, 'en');
  const onNext = vi.fn();
  renderWithProviders(
    <CryptoDialog
      open
      title={{ amount: 50_000, gift: 0 }}
      currencies={options.currencies ?? ['USDC', 'USDT', 'ETH', 'BCH']}
      pending={false}
      quote={options.quote ?? null}
      onNext={onNext}
      onBack={vi.fn()}
      onClose={vi.fn()}
    />,
    brand,
  );
  return { onNext };
}

/** Opens a select by its label and returns the texts of its options. */
function openSelect(label: string): string[] {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

function choose(label: string, option: string) {
  openSelect(label);
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

function selected(label: string): string {
  return screen.getByRole('combobox', { name: label }).textContent ?? '';
}

/** Gives jsdom's navigator a clipboard (it has none). */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('CryptoDialog', () => {
  it('offers the enabled currencies and limits USDC to ERC-20, BSC and Polygon', () => {
    render();
    expect(openSelect('Currency')).toEqual(['USDC', 'USDT', 'ETH', 'BCH']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(selected('Currency')).toBe('USDC');
    expect(openSelect('Network')).toEqual(['ERC-20', 'BSC', 'Polygon']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    choose('Currency', 'USDT');
    expect(openSelect('Network')).toEqual(['ERC-20', 'TRC-20', 'BSC', 'Polygon']);
  });

  it('resets the network to the first entry whenever the currency changes', () => {
    const { onNext } = render();
    choose('Currency', 'USDT');
    choose('Network', 'TRC-20');
    expect(selected('Network')).toBe('TRC-20');
    choose('Currency', 'USDC');
    expect(selected('Network')).toBe('ERC-20');
    choose('Network', 'Polygon');
    choose('Currency', 'ETH');
    expect(selected('Network')).toBe('Mainnet');
    choose('Currency', 'BCH');
    expect(selected('Network')).toBe('BCH');
    choose('Currency', 'USDC');
    expect(selected('Network')).toBe('ERC-20');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledWith({ currency: 'USDC', network: 'ERC-20' });
  });

  it('shows the rate with 2 decimals in the brand unit, the amount and the address', () => {
    render({ brand: 'cloudnumber', quote });
    expect(screen.getByTestId('crypto-rate').textContent).toBe('Rate: 1 USDC = 7.20 cloud coins');
    expect(screen.getByTestId('crypto-amount').textContent).toBe('0.69444444');
    expect(screen.getByTestId('crypto-address').textContent).toBe(quote.walletAddress);
  });

  it('rounds the rate to 2 decimals on dollar brands', () => {
    render({ brand: 'wephone', currencies: ['ETH'], quote: { ...quote, cryptoToLegalRate: 3000.456 } });
    expect(screen.getByTestId('crypto-rate').textContent).toMatch(/^Rate: 1 ETH = \$?3000\.46( \$)?$/);
  });

  it('copies the address and shows the confirmation for 1 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubClipboard(writeText);
    render({ quote });
    const [, addressCopy] = screen.getAllByRole('button', { name: 'Copy' });
    await act(async () => {
      fireEvent.click(addressCopy as HTMLElement);
    });
    expect(writeText).toHaveBeenCalledWith(quote.walletAddress);
    expect(addressCopy?.textContent).toBe('Copied');
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(1);
    act(() => vi.advanceTimersByTime(999));
    expect(addressCopy?.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(addressCopy?.textContent).toBe('Copy');
  });

  it('does not claim a copy the clipboard refused', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    stubClipboard(writeText);
    render({ quote });
    const [amountCopy] = screen.getAllByRole('button', { name: 'Copy' });
    await act(async () => {
      fireEvent.click(amountCopy as HTMLElement);
    });
    expect(writeText).toHaveBeenCalledWith(quote.rechargeAmount);
    expect(amountCopy?.textContent).toBe('Copy');
  });
});
