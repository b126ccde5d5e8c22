import type { BrandId, UiLanguage } from '@switchboard/protocol';
import { brands, unitsToMoney } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { formatBalance } from './money.ts';

describe('formatBalance per brand', () => {
  it.each<[BrandId, UiLanguage, number, string]>([
    ['pingme', 'en', unitsToMoney(20), '20.0000 Coins'],
    ['pingme', 'zh-CN', unitsToMoney(20), '20.0000 金币'],
    ['wephone', 'en', unitsToMoney(20), '$20.0000'],
    ['wetalk', 'en', 123_456, '$12.3456'],
    ['wetalkpro', 'en', -50_000, '-$5.0000'],
    ['cloudnumber', 'zh-CN', unitsToMoney(20), '20.00 云币'],
    ['cloudnumber', 'en', 123_456, '12.34 cloud coins'],
    ['jiema', 'zh-CN', unitsToMoney(3.5), '$3.50'],
    ['pingme', 'en', 0, '0.0000 Coins'],
  ])('%s (%s) shows %i as %s', (brand, language, amount, expected) => {
    expect(formatBalance(amount, brands[brand], language)).toBe(expected);
  });
});
