import type { BrandId, UiLanguage } from '@switchboard/protocol';
import { formatMoney } from '@switchboard/protocol';
import { brandOf } from '../../lib/brands.ts';

type Texts = {
  keepable: string;
  oneTime: string;
  own: (subscribed: boolean) => string;
  lockTip: (appName: string) => string;
  subTip: (rent: string) => string;
  unpaid: string;
  noStock: string;
};

const en: Texts = {
  keepable: 'A new number you can keep (subscribe to keep it after a month)',
  oneTime: 'A new one-time number',
  own: (subscribed) => (subscribed ? 'Your subscribed number' : 'Your number'),
  lockTip: (appName) =>
    `Enter this number in ${appName} and request the code; it appears here within 180 seconds.`,
  subTip: (rent) => `Subscribe for ${rent} a month to keep this number.`,
  unpaid: 'A code arrived but your balance was too low to pay for it. Please recharge and try again.',
  noStock:
    'No number is free for this service in this country right now. Try another country, or again in a few minutes.',
};

const zh: Texts = {
  keepable: '可保留的新号码（订阅后一个月后仍可使用）',
  oneTime: '一次性新号码',
  own: (subscribed) => (subscribed ? '您已订阅的号码' : '您的号码'),
  lockTip: (appName) => `请在 ${appName} 中填写此号码并获取验证码，验证码将在 180 秒内显示在这里。`,
  subTip: (rent) => `每月 ${rent} 订阅即可保留此号码。`,
  unpaid: '验证码已到达，但余额不足，无法查看。请充值后重试。',
  noStock: '该服务在此国家或地区暂无空闲号码，请换个国家或地区，或几分钟后再试。',
};

/** The verification service's server-made texts in a language. */
export function codeTexts(language: UiLanguage): Texts {
  return language === 'zh-CN' ? zh : en;
}

/** Money in the brand's currency as the tips show it ("$5.00", "35.00 cloud coins"). */
export function moneyText(amount: number, brand: BrandId, language: UiLanguage): string {
  const { symbol, decimals, unit } = brandOf(brand).currency;
  const value = formatMoney(amount, decimals === 4 ? 4 : 2, symbol);
  return symbol === '' ? `${value} ${unit[language]}` : value;
}
