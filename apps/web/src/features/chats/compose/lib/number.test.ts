import type { VirtualPhone } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import {
  checkSender,
  digitCount,
  needsOtherCountryNotice,
  normaliseOtherNumber,
  otherNumberProblem,
} from './number.ts';

const own = (telCode: string, phone: string, extra: Partial<VirtualPhone> = {}): VirtualPhone => ({
  telCode,
  phone,
  country: 'US',
  tollFree: false,
  messagingEnabled: true,
  paymentDate: '',
  monthRent: 0,
  planId: '',
  ...extra,
});

describe('normaliseOtherNumber', () => {
  it('trims and removes hyphens, spaces and parentheses, then joins the own calling code', () => {
    expect(normaliseOtherNumber('  (202) 555-0100 ', '1')).toEqual({
      telCode: '1',
      national: '2025550100',
      full: '12025550100',
    });
    expect(normaliseOtherNumber('7911 123-456', '44')).toEqual({
      telCode: '44',
      national: '7911123456',
      full: '447911123456',
    });
  });

  it('keeps only the last 11 characters', () => {
    expect(normaliseOtherNumber('0086 138 1234 5678', '86')?.national).toBe('13812345678');
    expect(normaliseOtherNumber('99999913812345678', '86')?.national).toBe('13812345678');
  });

  it('with a +1 own number drops the leading 1 of an 11-digit number', () => {
    expect(normaliseOtherNumber('1 202 555 0100', '1')?.national).toBe('2025550100');
    expect(normaliseOtherNumber('+1 (202) 555-0100', '1')?.full).toBe('12025550100');
    // Last 11 first: a longer number is cut, then the rule applies.
    expect(normaliseOtherNumber('0012025550100', '1')?.national).toBe('2025550100');
  });

  it('keeps the leading 1 for other calling codes and for +1 numbers that are 10 digits', () => {
    expect(normaliseOtherNumber('13812345678', '86')?.national).toBe('13812345678');
    expect(normaliseOtherNumber('1202555010', '1')?.national).toBe('1202555010');
  });

  it('strips the dots people type between digits', () => {
    expect(normaliseOtherNumber('212.555.0104', '1')?.full).toBe('12125550104');
    expect(normaliseOtherNumber('7911.123.456', '44')?.national).toBe('7911123456');
  });

  it('accepts 5 or more digits only, and rejects anything that is not digits', () => {
    expect(normaliseOtherNumber('12345', '44')?.full).toBe('4412345');
    expect(normaliseOtherNumber('1234', '44')).toBeNull();
    expect(normaliseOtherNumber(' 12-34 ', '1')).toBeNull();
    expect(normaliseOtherNumber('', '1')).toBeNull();
    expect(normaliseOtherNumber('555-CALL-NOW', '1')).toBeNull();
    expect(otherNumberProblem('1234', '44')).toBe('tooShort');
  });

  it('takes only 10-digit numbers for a +1 sender (no conversation the server would refuse)', () => {
    expect(normaliseOtherNumber('12345', '1')).toBeNull();
    expect(otherNumberProblem('12345', '1')).toBe('nanpLength');
    expect(normaliseOtherNumber('22025550100', '1')).toBeNull();
    expect(otherNumberProblem('22025550100', '1')).toBe('nanpLength');
    expect(otherNumberProblem('2025550100', '1')).toBeNull();
  });

  it('counts typed digits for the under-5 rule', () => {
    expect(digitCount('(12) 3-4')).toBe(4);
    expect(digitCount('abc')).toBe(0);
  });
});

describe('checkSender', () => {
  const numbers = [own('1', '2025550100'), own('44', '7911123456', { country: 'GB' })];

  it('finds an own number by full or national digits, whatever the formatting', () => {
    expect(checkSender('+1 202-555-0100', numbers)).toBe(numbers[0]);
    expect(checkSender('7911 123456', numbers)).toBe(numbers[1]);
  });

  it('rejects a number the user does not own', () => {
    expect(checkSender('+1 202 555 0199', numbers)).toBeNull();
    expect(checkSender('', numbers)).toBeNull();
    expect(checkSender('2025550100', [])).toBeNull();
  });
});

describe('needsOtherCountryNotice', () => {
  const codes = { '12025550100': ['1'], '447911123456': ['44', '1'], '8613800000000': [] };

  it('shows when the own number cannot text the chosen calling code', () => {
    expect(needsOtherCountryNotice('12025550100', '44', codes)).toBe(true);
    expect(needsOtherCountryNotice('8613800000000', '86', codes)).toBe(true);
  });

  it('stays hidden when it can, or when the map does not mention the number', () => {
    expect(needsOtherCountryNotice('12025550100', '1', codes)).toBe(false);
    expect(needsOtherCountryNotice('447911123456', '1', codes)).toBe(false);
    expect(needsOtherCountryNotice('19999999999', '44', codes)).toBe(false);
    expect(needsOtherCountryNotice('12025550100', '', codes)).toBe(false);
  });
});
