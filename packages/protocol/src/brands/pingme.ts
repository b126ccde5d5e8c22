import { unitsToMoney } from '../money.ts';
import { appStores, legalPages, monogramLogo, noFeatures } from './shared.ts';
import type { BrandConfig } from './types.ts';

/** PingMe: consumer brand whose balance is in Coins (1 Coin = 1 USD). */
export const pingme: BrandConfig = {
  id: 'pingme',
  name: { en: 'PingMe', 'zh-CN': 'PingMe' },
  colors: { primary: '#00a870', secondary: '#ffb300', sidebar: '#0f2e25', sidebarIcon: '#9fd9c4' },
  logoSvg: monogramLogo('P', '#00a870'),
  supportEmail: 'support@pingme.example',
  tabs: ['chats', 'verification', 'numbers', 'contacts', 'account'],
  defaultTab: 'chats',
  defaultLanguage: 'en',
  alwaysChineseApi: false,
  currency: { unit: { en: 'Coins', 'zh-CN': '金币' }, symbol: '', decimals: 4, code: 'COIN' },
  recharge: {
    tiles: [2, 5, 10, 20, 50, 100].map((amount) => ({ amount: unitsToMoney(amount), gift: 0 })),
    defaultTile: 4,
    custom: { min: unitsToMoney(11), max: unitsToMoney(200), default: unitsToMoney(200) },
    popularGiftPercent: 0,
  },
  // The multi-brand verification screen shows its banner ad for one brand (spec 001): this one.
  features: { ...noFeatures, appDownloadStores: true, verificationBanner: true },
  tollFreeFormUrl: 'https://pingme.example/toll-free-registration',
  appDownloadUrl: 'https://pingme.example/download',
  appDownload: appStores('https://pingme.example', 'pingme'),
  legal: legalPages('https://pingme.example'),
  mobile: { mode: 'redirect', url: 'https://m.pingme.example/' },
};
