import type { ChatMessage } from '@switchboard/protocol';
import { addMonthsToKey, monthKeyOf } from '@switchboard/protocol';
import { describe, expect, it, vi } from 'vitest';
import type { DialogPage } from './api.ts';
import {
  HISTORY_PAGE_BUDGET,
  historyDepth,
  historyFinished,
  historySteps,
  monthsBetween,
  walkHistory,
} from './history.ts';

const NOW = Date.UTC(2025, 1, 10, 12); // 2025-02-10

function message(date: number, smsId = String(date)): ChatMessage {
  return { smsId, date, text: 't', media: '', direction: 'in', status: 0, type: 'sms' };
}

describe('history depth', () => {
  it('is 4 months, then 3, 2, 1 older, when nothing is cached', () => {
    expect(historyDepth('sms')).toBe(4);
    expect(historySteps(NOW, historyDepth('sms'))).toEqual([
      { ym: '2025-02', depth: 4 },
      { ym: '2025-01', depth: 3 },
      { ym: '2024-12', depth: 2 },
      { ym: '2024-11', depth: 1 },
    ]);
  });

  it('is 0 for verification-code chats: the current month only', () => {
    expect(historyDepth('verificationCode')).toBe(0);
    expect(historySteps(NOW, historyDepth('verificationCode'))).toEqual([{ ym: '2025-02', depth: 0 }]);
  });

  it('stops at the month of the cached time', () => {
    expect(historySteps(NOW, 4, Date.UTC(2025, 1, 1)).map((step) => step.ym)).toEqual(['2025-02']);
    expect(historySteps(NOW, 4, Date.UTC(2024, 11, 31)).map((step) => step.ym)).toEqual([
      '2025-02',
      '2025-01',
      '2024-12',
    ]);
    expect(historySteps(NOW, 4, Date.UTC(2020, 0, 1))).toHaveLength(4);
  });

  it('names months in UTC and walks across years', () => {
    expect(monthKeyOf(Date.UTC(2025, 0, 31, 23, 59))).toBe('2025-01');
    expect(addMonthsToKey('2025-01', -1)).toBe('2024-12');
    expect(addMonthsToKey('2025-10', -1)).toBe('2025-09');
  });
});

describe('month walking', () => {
  it('reads every page of every month until the last month is done', async () => {
    const pages: Record<string, DialogPage[]> = {
      '2025-02': [
        { dialogList: [message(3), message(2)], nextStartTime: 2, firstDate: -5 },
        { dialogList: [message(1)], nextStartTime: null, firstDate: -5 },
      ],
      '2025-01': [{ dialogList: [], nextStartTime: null, firstDate: -5 }],
      '2024-12': [{ dialogList: [message(-1)], nextStartTime: null, firstDate: -5 }],
      '2024-11': [{ dialogList: [], nextStartTime: null, firstDate: -5 }],
    };
    const read = vi.fn(async (ym: string, _size: number, startTime?: number) => {
      const list = pages[ym]!;
      return startTime === undefined ? list[0]! : list[1]!;
    });
    const result = await walkHistory(read, historySteps(NOW, 4));
    expect(result.messages.map((item) => item.date)).toEqual([3, 2, 1, -1]);
    // Every month read to its end: older history goes on in the month before the last one.
    expect(result).toMatchObject({ complete: true, older: { ym: '2024-10' }, firstDate: -5 });
    expect(read.mock.calls.map(([ym, size, start]) => [ym, size, start])).toEqual([
      ['2025-02', 500, undefined],
      ['2025-02', 498, 2],
      ['2025-01', 497, undefined],
      ['2024-12', 497, undefined],
      ['2024-11', 496, undefined],
    ]);
  });

  it('stops once the page budget of 500 is spent', async () => {
    expect(HISTORY_PAGE_BUDGET).toBe(500);
    const read = vi.fn(
      async (_ym: string, size: number): Promise<DialogPage> => ({
        dialogList: Array.from({ length: Math.min(size, 300) }, (_, index) => message(index)),
        nextStartTime: 1,
        firstDate: 0,
      }),
    );
    const result = await walkHistory(read, historySteps(NOW, 4));
    expect(result.messages).toHaveLength(500);
    // The budget ran out within February: older history goes on there, from the cursor.
    expect(result).toMatchObject({ complete: false, older: { ym: '2025-02', startTime: 1 } });
    expect(read.mock.calls.map(([ym, size]) => [ym, size])).toEqual([
      ['2025-02', 500],
      ['2025-02', 200],
    ]);
  });
});

describe('the end of history', () => {
  it('is reached when the server knows no first message, or the oldest held is the first', () => {
    expect(historyFinished(null, 500, { ym: '2025-01' })).toBe(true);
    expect(historyFinished(100, 100, { ym: '2025-01' })).toBe(true);
    expect(historyFinished(100, 200, { ym: monthKeyOf(100) })).toBe(false);
    // Nothing held yet: go on while the cursor has not passed the first message's month.
    expect(historyFinished(Date.UTC(2024, 5, 3), undefined, { ym: '2024-06' })).toBe(false);
    expect(historyFinished(Date.UTC(2024, 5, 3), undefined, { ym: '2024-05' })).toBe(true);
  });

  it('counts the months a refresh since a time walks, both ends included', () => {
    expect(monthsBetween(Date.UTC(2025, 1, 1), NOW)).toBe(1);
    expect(monthsBetween(Date.UTC(2024, 10, 30), NOW)).toBe(4);
    expect(monthsBetween(Date.UTC(2023, 1, 1), NOW)).toBe(25);
  });
});
