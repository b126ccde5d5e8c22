import { brands } from '@switchboard/protocol';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentBrand } from '../../lib/runtime.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { AmountPicker } from './AmountPicker.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('custom amount', () => {
  it('takes a typed whole amount in range at once, says when it is out of range, and PayPal states its rule', () => {
    setupRuntime('cloudnumber', 'en');
    // The server's settings are the brand files' until an operator changes them.
    stubFetch(() => envelope(0, { recharge: brands[currentBrand().id].recharge }));
    const onChange = vi.fn();
    const view = renderWithProviders(
      <AmountPicker choice={{ kind: 'custom', amount: 10_000_000 }} method="card" onChange={onChange} />,
      'cloudnumber',
    );
    const field = screen.getByTestId('recharge-custom-field') as HTMLInputElement;
    expect(field.value).toBe('1000');
    fireEvent.change(field, { target: { value: '1234' } });
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'custom', amount: 12_340_000 });
    onChange.mockClear();
    fireEvent.change(field, { target: { value: '5000' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(/^Enter a whole amount from .*11.* to .*2,?000/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '12.5' } });
    expect(onChange).not.toHaveBeenCalled();
    view.unmount();

    setupRuntime('wetalk', 'en');
    renderWithProviders(
      <AmountPicker choice={{ kind: 'tile', index: 0 }} method="paypal" onChange={vi.fn()} />,
      'wetalk',
    );
    expect(screen.getByTestId('paypal-rule').textContent).toBe(
      'One PayPal account can pay for one WeTalk account only, and PayPal takes fixed amounts only.',
    );
    // The 2 USD tile shows the gift the order credits, and the popular tile is described as such.
    expect(screen.getByTestId('recharge-gift-0').textContent).toBe('+$0.30 gift');
    expect(screen.getByTestId('recharge-tile-4').getAttribute('aria-describedby')).toBe('recharge-popular');
  });
});
