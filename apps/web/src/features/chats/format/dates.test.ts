import { describe, expect, it } from 'vitest';
import { dateLabelKind, listTimeLabel, SEPARATOR_GAP_MS, separatorIndexes, separatorLabel } from './dates.ts';

// Local times, so the tests hold in any time zone.
const now = new Date(2025, 5, 18, 10, 30).getTime(); // Wednesday 18 June 2025, 10:30
const at = (day: number, hour: number, minute = 0) => new Date(2025, 5, day, hour, minute).getTime();

describe('date labels (spec section 9)', () => {
  it('today shows the time', () => {
    expect(dateLabelKind(at(18, 0, 5), now)).toBe('today');
    expect(listTimeLabel(at(18, 9, 5), now, 'en', 'Yesterday')).toBe('09:05');
    expect(listTimeLabel(at(18, 9, 5), now, 'zh-CN', '昨天')).toBe('09:05');
  });

  it('under 24 hours but not today shows yesterday', () => {
    expect(dateLabelKind(at(17, 23), now)).toBe('yesterday');
    expect(dateLabelKind(at(17, 10, 31), now)).toBe('yesterday');
    expect(listTimeLabel(at(17, 23), now, 'en', 'Yesterday')).toBe('Yesterday');
    expect(listTimeLabel(at(17, 23), now, 'zh-CN', '昨天')).toBe('昨天');
  });

  it('under 7 days shows the weekday', () => {
    expect(dateLabelKind(at(17, 9), now)).toBe('weekday');
    expect(listTimeLabel(at(16, 9), now, 'en', 'Yesterday')).toBe('Mon');
    expect(listTimeLabel(at(12, 9), now, 'en', 'Yesterday')).toBe('Thu');
    expect(listTimeLabel(at(16, 9), now, 'zh-CN', '昨天')).toBe('周一');
  });

  it('7 days or more shows year/month/day', () => {
    expect(dateLabelKind(at(11, 10, 30), now)).toBe('date');
    expect(listTimeLabel(at(3, 8), now, 'en', 'Yesterday')).toBe('2025/6/3');
    expect(listTimeLabel(new Date(2024, 11, 25, 8).getTime(), now, 'zh-CN', '昨天')).toBe('2024/12/25');
  });

  it('separators add the time to anything that is not today', () => {
    expect(separatorLabel(at(18, 9, 5), now, 'en', 'Yesterday')).toBe('09:05');
    expect(separatorLabel(at(17, 23, 0), now, 'en', 'Yesterday')).toBe('Yesterday 23:00');
    expect(separatorLabel(at(16, 8, 0), now, 'en', 'Yesterday')).toBe('Monday 08:00');
    expect(separatorLabel(at(1, 8, 0), now, 'en', 'Yesterday')).toBe('2025/6/1 08:00');
  });
});

describe('date separators', () => {
  it('go above the first message and above any message more than 5 minutes after the previous one', () => {
    const base = at(18, 9);
    const messages = [
      { date: base },
      { date: base + 60_000 },
      { date: base + 60_000 + SEPARATOR_GAP_MS }, // exactly 5 minutes: no separator
      { date: base + 60_000 + 2 * SEPARATOR_GAP_MS + 1 }, // just over: separator
      { date: base + 3_600_000 },
    ];
    expect([...separatorIndexes(messages)]).toEqual([0, 3, 4]);
    expect(SEPARATOR_GAP_MS).toBe(300_000);
  });

  it('an empty conversation has none', () => {
    expect(separatorIndexes([]).size).toBe(0);
  });
});
