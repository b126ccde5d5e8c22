import type { BrandId, UiLanguage } from '@switchboard/protocol';
import { unitsToMoney } from '@switchboard/protocol';

/** An app or website codes can be received for; sort orders the list. */
export interface CodeApp {
  id: string;
  /** The brand's own (English) spelling; shown names come from appName(). */
  name: string;
  sort: number;
  /** Fee tier: popular apps cost a bit more per code and per month. */
  tier: 1 | 2 | 3;
}

const names: [string, string, 1 | 2 | 3][] = [
  ['whatsapp', 'WhatsApp', 1],
  ['telegram', 'Telegram', 1],
  ['google', 'Google', 1],
  ['facebook', 'Facebook', 1],
  ['instagram', 'Instagram', 1],
  ['tiktok', 'TikTok', 1],
  ['wechat', 'WeChat', 1],
  ['twitter', 'Twitter / X', 1],
  ['microsoft', 'Microsoft', 2],
  ['amazon', 'Amazon', 2],
  ['apple', 'Apple', 2],
  ['discord', 'Discord', 2],
  ['uber', 'Uber', 2],
  ['paypal', 'PayPal', 1],
  ['signal', 'Signal', 2],
  ['snapchat', 'Snapchat', 2],
  ['linkedin', 'LinkedIn', 2],
  ['netflix', 'Netflix', 2],
  ['spotify', 'Spotify', 3],
  ['airbnb', 'Airbnb', 2],
  ['ebay', 'eBay', 2],
  ['yahoo', 'Yahoo', 3],
  ['line', 'LINE', 2],
  ['viber', 'Viber', 3],
  ['tinder', 'Tinder', 2],
  ['bumble', 'Bumble', 3],
  ['lyft', 'Lyft', 3],
  ['doordash', 'DoorDash', 3],
  ['steam', 'Steam', 2],
  ['twitch', 'Twitch', 3],
  ['reddit', 'Reddit', 3],
  ['pinterest', 'Pinterest', 3],
  ['openai', 'OpenAI', 1],
  ['coinbase', 'Coinbase', 1],
  ['binance', 'Binance', 1],
  ['alipay', 'Alipay', 2],
  ['taobao', 'Taobao', 3],
  ['shopee', 'Shopee', 3],
  ['yandex', 'Yandex', 3],
  ['naver', 'Naver', 3],
  ['kakaotalk', 'KakaoTalk', 3],
  ['other', 'Other', 3],
];

/** Every app and website of the service, by sort. */
export const APPS: readonly CodeApp[] = names.map(([id, name, tier], index) => ({
  id,
  name,
  sort: (index + 1) * 10,
  tier,
}));

const appIndex = new Map(APPS.map((app) => [app.id, app]));

/** The app with this id, undefined when unknown. */
export function appById(id: string): CodeApp | undefined {
  return appIndex.get(id);
}

/**
 * Chinese names of the apps that have a common one; every other app keeps its brand spelling in
 * Chinese too (WhatsApp stays WhatsApp).
 */
const ZH_APP_NAMES: Readonly<Record<string, string>> = {
  wechat: '微信',
  alipay: '支付宝',
  taobao: '淘宝',
  google: '谷歌',
  microsoft: '微软',
  amazon: '亚马逊',
  apple: '苹果',
  yahoo: '雅虎',
  other: '其他',
};

/** The name an app is shown by in a language; an unknown id is shown as it is. */
export function appName(app: CodeApp | string, language: UiLanguage): string {
  const info = typeof app === 'string' ? appById(app) : app;
  if (info === undefined) return app as string;
  return (language === 'zh-CN' ? ZH_APP_NAMES[info.id] : undefined) ?? info.name;
}

/** A country the code pool has numbers in. */
export interface CodeCountryInfo {
  /** ISO code. */
  code: string;
  telCode: string;
  name: { en: string; zh: string };
  /** Fee multiplier: some countries' numbers cost more to keep. */
  factor: number;
}

/** Countries of the code pool, in display order. */
export const CODE_COUNTRIES: readonly CodeCountryInfo[] = [
  { code: 'US', telCode: '1', name: { en: 'United States', zh: '美国' }, factor: 1 },
  { code: 'CA', telCode: '1', name: { en: 'Canada', zh: '加拿大' }, factor: 1 },
  { code: 'GB', telCode: '44', name: { en: 'United Kingdom', zh: '英国' }, factor: 1.2 },
  { code: 'AU', telCode: '61', name: { en: 'Australia', zh: '澳大利亚' }, factor: 1.2 },
];

const countryIndex = new Map(CODE_COUNTRIES.map((country) => [country.code, country]));

/** The pool country with this ISO code (case-insensitive), undefined when not offered. */
export function codeCountryByCode(code: string): CodeCountryInfo | undefined {
  return countryIndex.get(code.toUpperCase());
}

/** Fees of an app and country, ten-thousandths of the brand unit. */
export interface CodeFee {
  codeRate: number;
  subRent: number;
}

// Units per tier in dollars; cloudnumber's unit is a yuan-priced "cloud coin", hence its factor.
const tierUnits: Record<1 | 2 | 3, CodeFee> = {
  1: { codeRate: 0.5, subRent: 5 },
  2: { codeRate: 0.3, subRent: 4 },
  3: { codeRate: 0.2, subRent: 3 },
};
const brandFactor: Partial<Record<BrandId, number>> = { cloudnumber: 7 };

/** Fees of an app in a country for a brand (brand only matters for cloudnumber's coin unit). */
export function feeFor(app: CodeApp | string, country: string, brand?: BrandId): CodeFee {
  const info = typeof app === 'string' ? appById(app) : app;
  const units = tierUnits[info?.tier ?? 3];
  const factor = (codeCountryByCode(country)?.factor ?? 1) * (brand ? (brandFactor[brand] ?? 1) : 1);
  // Rounded to whole cents so every brand's display (2 or 4 decimals) shows it exactly.
  const cents = (value: number) => unitsToMoney(Math.round(value * factor * 100) / 100);
  return { codeRate: cents(units.codeRate), subRent: cents(units.subRent) };
}
