import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addMonthsToKey,
  MONTH_KEY_PATTERN,
  monthKeyOf,
  monthRange,
  monthsApart,
  recentMonthKeys,
} from './months.ts';

const at = (iso: string) => Date.parse(iso);

describe('month keys', () => {
  it('names the UTC month a time falls in, whatever the local time zone says', () => {
    expect(monthKeyOf(at('2026-03-31T23:59:59.999Z'))).toBe('2026-03');
    expect(monthKeyOf(at('2026-04-01T00:00:00.000Z'))).toBe('2026-04');
    expect(monthKeyOf(at('0999-01-15T00:00:00.000Z'))).toBe('0999-01');
  });

  it('steps keys across year ends both ways', () => {
    expect(addMonthsToKey('2026-01', -1)).toBe('2025-12');
    expect(addMonthsToKey('2025-12', 1)).toBe('2026-01');
    expect(addMonthsToKey('2026-05', -17)).toBe('2024-12');
    expect(addMonthsToKey('2026-05', 0)).toBe('2026-05');
  });

  it('refuses what is not a month key', () => {
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-01', '2026-01-01', ''])
      expect(MONTH_KEY_PATTERN.test(bad), bad).toBe(false);
    expect(() => addMonthsToKey('2026-13', 1)).toThrow(RangeError);
    expect(() => monthRange('May 2026')).toThrow(RangeError);
  });

  it('lists the months up to now, newest first', () => {
    expect(recentMonthKeys(4, at('2026-02-10T12:00:00Z'))).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
    expect(recentMonthKeys(1, at('2026-02-10T12:00:00Z'))).toEqual(['2026-02']);
    expect(recentMonthKeys(0)).toEqual([]);
  });
});

describe('month ranges', () => {
  it('bounds a month given by key, half-open', () => {
    expect(monthRange('2026-02')).toEqual({
      from: at('2026-02-01T00:00:00Z'),
      to: at('2026-03-01T00:00:00Z'),
    });
    expect(monthRange('2025-12')).toEqual({
      from: at('2025-12-01T00:00:00Z'),
      to: at('2026-01-01T00:00:00Z'),
    });
  });

  it('bounds the month a time falls in', () => {
    expect(monthRange(at('2024-02-29T18:30:00Z'))).toEqual(monthRange('2024-02'));
  });

  it('counts whole calendar months between two times', () => {
    expect(monthsApart(at('2026-01-31T23:00:00Z'), at('2026-02-01T01:00:00Z'))).toBe(1);
    expect(monthsApart(at('2026-02-01T00:00:00Z'), at('2026-02-28T00:00:00Z'))).toBe(0);
    expect(monthsApart(at('2025-11-15T00:00:00Z'), at('2026-02-15T00:00:00Z'))).toBe(3);
  });
});

describe('addMonths', () => {
  it('keeps the day and time of day', () => {
    expect(addMonths(at('2026-01-15T08:30:00.123Z'), 1)).toBe(at('2026-02-15T08:30:00.123Z'));
    expect(addMonths(at('2026-11-15T08:30:00Z'), 3)).toBe(at('2027-02-15T08:30:00Z'));
    expect(addMonths(at('2026-03-15T08:30:00Z'), -4)).toBe(at('2025-11-15T08:30:00Z'));
    expect(addMonths(at('2026-03-15T08:30:00Z'), 0)).toBe(at('2026-03-15T08:30:00Z'));
  });

  it('clamps to the last day of a shorter month, forwards and backwards', () => {
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1)).toBe(at('2026-02-28T10:00:00Z'));
    expect(addMonths(at('2024-01-31T10:00:00Z'), 1)).toBe(at('2024-02-29T10:00:00Z'));
    expect(addMonths(at('2026-03-31T10:00:00Z'), -1)).toBe(at('2026-02-28T10:00:00Z'));
    expect(addMonths(at('2026-05-31T10:00:00Z'), -1)).toBe(at('2026-04-30T10:00:00Z'));
    expect(addMonths(at('2025-08-31T00:00:00Z'), 6)).toBe(at('2026-02-28T00:00:00Z'));
  });

  it('does not carry a clamp into the next step: each call starts from the day it is given', () => {
    const february = addMonths(at('2026-01-31T00:00:00Z'), 1);
    expect(addMonths(february, 1)).toBe(at('2026-03-28T00:00:00Z'));
    expect(addMonths(at('2026-01-31T00:00:00Z'), 2)).toBe(at('2026-03-31T00:00:00Z'));
  });
});
