import { HISTORY_MONTHS, recentMonthKeys } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { billedMinutes, billTypeKey, callLineKey, canResubscribe, purchaseMethodName } from './labels.ts';
import { monthLabel } from './months.ts';

describe('history months', () => {
  it('counts UTC months back from the current one, across a year boundary', () => {
    // 23:30 UTC on 31 Jan is already February east of UTC; the tabs must still start at January.
    const now = Date.UTC(2026, 0, 31, 23, 30);
    expect(recentMonthKeys(HISTORY_MONTHS.bill, now)).toEqual(['2026-01', '2025-12', '2025-11', '2025-10']);
    expect(recentMonthKeys(HISTORY_MONTHS.subscription, now)).toHaveLength(6);
    expect(recentMonthKeys(HISTORY_MONTHS.subscription, now)[5]).toBe('2025-08');
  });

  it('labels a month in the interface language', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'zh-CN')).toBe('2026年3月');
  });
});

describe('history labels', () => {
  it('rounds call minutes up and names the lines', () => {
    expect([0, 1, 60, 61, 3600].map(billedMinutes)).toEqual([0, 1, 1, 2, 60]);
    expect(callLineKey(114)).toBe('economy');
    expect(callLineKey(116)).toBe('premium');
    expect(callLineKey(200)).toBe('premium');
    expect(callLineKey(7)).toBeNull();
  });

  it('keys bills by type and bonus subtype, and unknown types as Adjust', () => {
    expect(billTypeKey({ type: 1, options: {} })).toBe('bill.type.topUp');
    expect(billTypeKey({ type: 8, options: {} })).toBe('bill.type.sms');
    expect(billTypeKey({ type: 10, options: { type: 3 } })).toBe('bill.bonusType.checkIn');
    expect(billTypeKey({ type: 2, options: {} })).toBe('bill.type.adjust');
  });

  it('names purchase methods and allows re-subscribe only for type 100 with a numeric plan', () => {
    expect(purchaseMethodName('wechat pay')).toBe('WeChat Pay');
    expect(purchaseMethodName('UnionPay')).toBe('UnionPay');
    expect(purchaseMethodName('card')).toBe('Visa/Mastercard');
    expect(canResubscribe({ type: 100, planId: '12' })).toBe(true);
    expect(canResubscribe({ type: 100, planId: 'abc' })).toBe(false);
    expect(canResubscribe({ type: 1, planId: '12' })).toBe(false);
  });
});
