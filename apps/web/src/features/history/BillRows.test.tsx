import type { BillRecord, UiLanguage } from '@switchboard/protocol';
import { apiUrl, BillType, BonusType, CardType, MobilePlanKind, ValidityType } from '@switchboard/protocol';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../test/helpers.tsx';
import { BillHistory } from './BillHistory.tsx';

const NUMBER = '12015550100';
const SHOWN_NUMBER = '+1 201 555 0100';

/** One row of each kind, and what it must read in English and in Chinese (type first, then details). */
const CASES: { name: string; bill: Partial<BillRecord>; en: string[]; zh: string[] }[] = [
  {
    name: 'top-up',
    bill: {
      type: BillType.topUp,
      charge: 560_000,
      options: { amount: 500_000, gift: 60_000, purchaseMethod: 'PayPal' },
    },
    en: ['Recharge', 'Amount $50.00', 'PayPal', '+$6.00 gift', '+$56.0000'],
    zh: ['充值', '金额 $50.00', 'PayPal', '赠送 +$6.00', '+$56.0000'],
  },
  {
    name: 'adjustment',
    bill: { type: BillType.adjust, charge: 10_000 },
    en: ['Adjust', '+$1.0000'],
    zh: ['调整', '+$1.0000'],
  },
  {
    name: 'call',
    bill: {
      type: BillType.call,
      charge: -1_230,
      options: { direction: 'out', from: NUMBER, to: '12025550143', duration: 61 },
    },
    en: ['Call', 'Outgoing', SHOWN_NUMBER, '2 min', '-$0.1230'],
    zh: ['通话', '呼出', SHOWN_NUMBER, '2 分钟', '-$0.1230'],
  },
  {
    name: 'SMS',
    bill: {
      type: BillType.sms,
      charge: -60,
      options: { direction: 'in', from: '12025550143', to: NUMBER, count: 2 },
    },
    en: ['SMS/MMS', 'Incoming', '2 messages', '-$0.0060'],
    zh: ['短信/彩信', '呼入', '2 条短信', '-$0.0060'],
  },
  {
    name: 'MMS',
    bill: {
      type: BillType.mms,
      charge: -200,
      options: { direction: 'out', from: NUMBER, to: '12025550143', count: 1 },
    },
    en: ['SMS/MMS', 'Outgoing', '1 message'],
    zh: ['短信/彩信', '呼出', '1 条短信'],
  },
  {
    name: 'number purchase',
    bill: { type: BillType.numberPurchase, charge: -40_900, options: { number: NUMBER, countryCode: '1' } },
    en: ['Phone number subscription', SHOWN_NUMBER, '-$4.0900'],
    zh: ['号码订阅', SHOWN_NUMBER],
  },
  {
    name: 'number renewal',
    bill: { type: BillType.numberRenewal, charge: -30_000, options: { number: NUMBER, countryCode: '1' } },
    en: ['Phone number renewal', SHOWN_NUMBER],
    zh: ['号码续订', SHOWN_NUMBER],
  },
  {
    name: 'campaign',
    bill: {
      type: BillType.campaign,
      charge: -600,
      options: { campaignName: 'Spring sale', successCount: 10 },
    },
    en: ['SMS campaign', 'Spring sale', '10 messages'],
    zh: ['短信群发', 'Spring sale', '10 条短信'],
  },
  {
    name: 'verification number subscription (type 9)',
    bill: {
      type: BillType.days,
      charge: -20_000,
      options: { days: 30, name: 'Telegram', number: NUMBER, countryCode: '1' },
    },
    en: ['Verification number subscription', 'Telegram', SHOWN_NUMBER, '30 days'],
    zh: ['验证码号码订阅', 'Telegram', SHOWN_NUMBER, '30 天'],
  },
  {
    name: 'one day (type 9)',
    bill: { type: BillType.days, charge: -700, options: { days: 1 } },
    en: ['Verification number subscription', '1 day'],
    zh: ['验证码号码订阅', '1 天'],
  },
  {
    name: 'verification code',
    bill: {
      type: BillType.verificationCode,
      charge: -1_000,
      options: { name: 'Google', number: NUMBER, countryCode: '1' },
    },
    en: ['Verification-code SMS', 'Google', SHOWN_NUMBER, '-$0.1000'],
    zh: ['验证码短信', 'Google', SHOWN_NUMBER],
  },
  {
    name: 'VIP membership',
    bill: { type: BillType.vip, charge: -99_000, options: { days: 30 } },
    en: ['VIP membership', '30 days', '-$9.9000'],
    zh: ['VIP 会员', '30 天'],
  },
  {
    name: 'invite bonus',
    bill: { type: BillType.bonus, charge: 2_000, options: { type: BonusType.invite } },
    en: ['Bonus: invite', '+$0.2000'],
    zh: ['奖励：邀请'],
  },
  {
    name: 'invite bonus gift',
    bill: { type: BillType.bonus, charge: 2_000, options: { type: BonusType.inviteGift } },
    en: ['Invite bonus gift', '+$0.2000'],
    zh: ['邀请奖励礼金'],
  },
  {
    name: 'register bonus',
    bill: { type: BillType.bonus, charge: 1_000, options: { type: BonusType.register } },
    en: ['Bonus: register'],
    zh: ['奖励：注册'],
  },
  {
    name: 'mobile plan order, eSIM',
    bill: {
      type: BillType.mobilePlan,
      charge: -120_000,
      options: {
        type: MobilePlanKind.order,
        orderId: 'A-1001',
        planCount: 2,
        cardType: CardType.eSim,
        validityType: ValidityType.month,
      },
    },
    en: ['Mobile plan', 'eSIM', 'Monthly', 'Order A-1001', '2 plans'],
    zh: ['手机套餐', 'eSIM', '月付', '订单 A-1001', '2 个套餐'],
  },
  {
    name: 'mobile plan of a number, physical SIM',
    bill: {
      type: BillType.mobilePlan,
      charge: -90_000,
      options: {
        type: MobilePlanKind.number,
        number: NUMBER,
        countryCode: '1',
        cardType: CardType.sim,
        validityType: ValidityType.quarter,
      },
    },
    en: ['Mobile plan', 'Physical SIM · Quarterly', SHOWN_NUMBER],
    zh: ['手机套餐', '实体 SIM 卡 · 季付', SHOWN_NUMBER],
  },
  {
    name: 'mobile plan, shipped SIM with its suffix',
    bill: {
      type: BillType.mobilePlan,
      charge: -90_000,
      options: {
        type: MobilePlanKind.number,
        number: NUMBER,
        cardType: CardType.simShipped,
        validityType: 3,
      },
    },
    en: ['Mobile plan', 'Physical SIM (shipped) · 6 months'],
    zh: ['手机套餐', '实体 SIM 卡（邮寄） · 半年付'],
  },
  {
    name: 'mobile plan, a year',
    bill: {
      type: BillType.mobilePlan,
      charge: -90_000,
      options: { cardType: CardType.eSim, validityType: 4 },
    },
    en: ['Mobile plan', 'eSIM · Annually'],
    zh: ['手机套餐', 'eSIM · 年付'],
  },
];

function render(language: UiLanguage, list: BillRecord[]) {
  setupRuntime('wephone', language);
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  stubFetch((path) =>
    path === apiUrl('getBillList') ? envelope(0, { list, nextPage: '' }) : envelope(0, null),
  );
  renderWithProviders(<BillHistory />, 'wephone');
}

const records = CASES.map(
  (item, index): BillRecord => ({
    _id: `bill-${index}`,
    type: BillType.adjust,
    date: Date.UTC(2026, 10, 2, 9),
    charge: 0,
    afterBalance: 1_000_000,
    options: {},
    ...item.bill,
  }),
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 10, 21, 12));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe.each([
  ['English', 'en' as const],
  ['Chinese', 'zh-CN' as const],
])('bill rows in %s', (_, language) => {
  it.each(CASES.map((item, index) => [item.name, index] as const))('%s', async (_name, index) => {
    render(language, records);
    const rows = await screen.findAllByTestId('bill-row');
    expect(rows).toHaveLength(CASES.length);
    const text = rows[index]?.textContent ?? '';
    const expected = CASES[index]?.[language === 'en' ? 'en' : 'zh'] ?? [];
    for (const part of expected) expect(text).toContain(part);
    // The row's type is its first words.
    expect(text.startsWith(expected[0] ?? '')).toBe(true);
  });

  it('never reads a received code as an incoming message', async () => {
    render(language, [records[CASES.findIndex((item) => item.name === 'verification code')] as BillRecord]);
    const [row] = await screen.findAllByTestId('bill-row');
    expect(row?.textContent).not.toMatch(/SMS\/MMS|Incoming|短信\/彩信|呼入/);
  });
});
