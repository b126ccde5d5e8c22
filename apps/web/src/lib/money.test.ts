import type { BrandId, UiLanguage } from '@switchboard/protocol';
import { brands, unitsToMoney } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { formatBalance, formatCharge, formatSignedCharge, formatTotal } from './money.ts';

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

describe('formatTotal: recharge amounts, gifts and prices with 2 decimals', () => {
  it.each<[BrandId, UiLanguage, number, string]>([
    ['wephone', 'en', unitsToMoney(50), '$50.00'],
    ['pingme', 'en', unitsToMoney(100), '100.00 Coins'],
    ['pingme', 'zh-CN', unitsToMoney(100), '100.00 金币'],
    ['cloudnumber', 'zh-CN', unitsToMoney(20), '20.00 云币'],
    ['wephone', 'en', 2_000, '$0.20'],
    ['wetalk', 'en', -50_000, '-$5.00'],
    // A fraction of a cent is kept rather than hidden.
    ['wephone', 'en', 49_950, '$4.9950'],
  ])('%s (%s) shows %i as %s', (brand, language, amount, expected) => {
    expect(formatTotal(amount, brands[brand], language)).toBe(expected);
  });
});

describe('formatCharge: per-record charges with 4 decimals', () => {
  it.each<[BrandId, UiLanguage, number, string]>([
    ['wephone', 'en', 200, '$0.0200'],
    ['cloudnumber', 'zh-CN', 8_000, '0.80 云币'],
    ['cloudnumber', 'en', 60, '0.0060 cloud coins'],
    ['jiema', 'en', 60, '$0.0060'],
    ['pingme', 'en', 500, '0.0500 Coins'],
  ])('%s (%s) shows %i as %s', (brand, language, amount, expected) => {
    expect(formatCharge(amount, brands[brand], language)).toBe(expected);
  });

  it('signs credits and charges', () => {
    expect(formatSignedCharge(10_000, brands.pingme, 'en')).toBe('+1.0000 Coins');
    expect(formatSignedCharge(-200, brands.wephone, 'en')).toBe('-$0.0200');
    expect(formatSignedCharge(0, brands.wephone, 'en')).toBe('$0.0000');
  });
});
