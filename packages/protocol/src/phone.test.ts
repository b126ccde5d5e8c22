import { describe, expect, it } from 'vitest';
import { formatFullNumber, formatLineNumber, formatNationalPhone, formatPhone } from './phone.ts';

describe('formatPhone: calling code and national number', () => {
  it('writes every number in the one international format', () => {
    expect(formatPhone('1', '7025550101')).toBe('+1 702 555 0101');
    expect(formatPhone('1', '2125550100')).toBe('+1 212 555 0100');
    expect(formatPhone('44', '2071838750')).toBe('+44 20 7183 8750');
    expect(formatPhone('86', '13812345678')).toBe('+86 138 1234 5678');
  });

  it('lays out the verification pool numbers (NANP, Ofcom and ACMA fictional ranges)', () => {
    expect(formatPhone('1', '3055550150')).toBe('+1 305 555 0150');
    expect(formatPhone('1', '8665550150')).toBe('+1 866 555 0150');
    expect(formatPhone('44', '7700900150')).toBe('+44 7700 900150');
    expect(formatPhone('61', '491570150')).toBe('+61 491 570 150');
  });

  it('does not repeat a calling code the national number already carries', () => {
    expect(formatPhone('1', '17025550101')).toBe('+1 702 555 0101');
  });

  it('drops a trunk prefix the national number was saved with', () => {
    expect(formatPhone('44', '01632 960983')).toBe('+44 1632 960983');
  });

  it('accepts a calling code written with a plus and a number written with spaces', () => {
    expect(formatPhone('+1', '702 555 0101')).toBe('+1 702 555 0101');
  });

  it('falls back to "+code number" when the library cannot lay it out, and to the input without a code', () => {
    expect(formatPhone('999', '12')).toBe('+999 12');
    expect(formatPhone('', '12345')).toBe('12345');
  });
});

describe('formatFullNumber: calling code and number together', () => {
  it('uses the same international format', () => {
    expect(formatFullNumber('17025550101')).toBe('+1 702 555 0101');
    expect(formatFullNumber('+13055550150')).toBe('+1 305 555 0150');
    expect(formatFullNumber('17025550101', '1')).toBe('+1 702 555 0101');
    expect(formatFullNumber('14155550123')).toBe('+1 415 555 0123');
  });

  it('leaves short codes and numbers of unknown origin as they are', () => {
    expect(formatFullNumber('10086')).toBe('10086');
    expect(formatFullNumber('17025550101', '')).toBe('17025550101');
  });

  it('writes "+digits" for a number the library cannot lay out', () => {
    expect(formatFullNumber('99912345678')).toBe('+99912345678');
    expect(formatFullNumber('99912345678', '999')).toBe('+999 12345678');
  });
});

describe('formatLineNumber: a line named in a sentence', () => {
  it('uses the international format, and "+digits" for anything the library cannot lay out', () => {
    expect(formatLineNumber('17025550105')).toBe('+1 702 555 0105');
    expect(formatLineNumber('+14155550123')).toBe('+1 415 555 0123');
    expect(formatLineNumber('15820')).toBe('+15820');
    expect(formatLineNumber('99912345678')).toBe('+99912345678');
  });
});

describe('formatNationalPhone', () => {
  it('uses the national layout where a screen shows one', () => {
    expect(formatNationalPhone('1', '7025550101')).toBe('(702) 555-0101');
    expect(formatNationalPhone('1', '17025550101')).toBe('(702) 555-0101');
  });
});
