import { describe, expect, it } from 'vitest';
import { formatMoney, unitsToMoney } from './money.ts';

describe('money', () => {
  it('converts units to ten-thousandths', () => {
    expect(unitsToMoney(2)).toBe(20_000);
    expect(unitsToMoney(0.2)).toBe(2_000);
  });

  it('formats with 4 or 2 decimals and the minus sign before the symbol', () => {
    expect(formatMoney(123_456, 4, '$')).toBe('$12.3456');
    expect(formatMoney(-10_000, 4, '$')).toBe('-$1.0000');
    expect(formatMoney(123_456, 2)).toBe('12.34');
    expect(formatMoney(5, 4)).toBe('0.0005');
    expect(formatMoney(0, 2)).toBe('0.00');
  });
});
