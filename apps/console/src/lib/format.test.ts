import { describe, expect, it } from 'vitest';
import { formatAmount, parseUnits } from './format.ts';

describe('amounts', () => {
  it('reads what an operator types in units as exact ten-thousandths', () => {
    expect(parseUnits('2.5')).toBe(25_000);
    expect(parseUnits(' -0.0001 ')).toBe(-1);
    expect(parseUnits('+12')).toBe(120_000);
    expect(parseUnits('0.29')).toBe(2_900);
    expect(parseUnits('1,25')).toBe(12_500);
    for (const bad of ['', '-', '1.23456', '1e3', 'abc', '1.2.3']) expect(parseUnits(bad)).toBeUndefined();
  });

  it("shows money with the brand's symbol or unit, never as a raw amount", () => {
    expect(formatAmount(200_000, 'wephone', 'en')).toBe('$20.0000');
    expect(formatAmount(25_000, 'wephone', 'en', { signed: true })).toBe('+$2.5000');
    expect(formatAmount(-25_000, 'wephone', 'en', { signed: true })).toBe('-$2.5000');
    expect(formatAmount(25_000, 'pingme', 'en')).toBe('2.5000 Coins');
    expect(formatAmount(85_000, 'cloudnumber', 'zh-CN')).toBe('8.50 云币');
    // A fraction the brand's decimals would cut off is shown in full.
    expect(formatAmount(85_001, 'cloudnumber', 'zh-CN')).toBe('8.5001 云币');
  });
});
