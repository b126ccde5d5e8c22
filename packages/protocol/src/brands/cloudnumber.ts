import { unitsToMoney } from '../money.ts';
import { legalPages, monogramLogo, noFeatures } from './shared.ts';
import type { BrandConfig } from './types.ts';

/** Cloud Number: e-commerce brand in cloud coins (yuan-based), Chinese by default. */
export const cloudnumber: BrandConfig = {
  id: 'cloudnumber',
  name: { en: 'Cloud Number', 'zh-CN': '云号码' },
  colors: { primary: '#ff6a00', secondary: '#1677ff', sidebar: '#2b1a0d', sidebarIcon: '#f3c29c' },
  logoSvg: monogramLogo('云', '#ff6a00'),
  supportEmail: 'support@cloudnumber.example',
  tabs: ['chats', 'numbers', 'account'],
  defaultTab: 'chats',
  defaultLanguage: 'zh-CN',
  alwaysChineseApi: false,
  currency: { unit: { en: 'cloud coins', 'zh-CN': '云币' }, symbol: '', decimals: 2, code: 'CNY' },
  recharge: {
    tiles: [5, 10, 50, 100, 500].map((amount) => ({ amount: unitsToMoney(amount), gift: 0 })),
    defaultTile: 0,
    custom: { min: unitsToMoney(11), max: unitsToMoney(2000), default: unitsToMoney(1000) },
    popularGiftPercent: 0,
  },
  features: { ...noFeatures, unknownNumberBanner: false, appDownload: false, numberTips: false },
  tollFreeFormUrl: null,
  appDownloadUrl: 'https://cloudnumber.example/download',
  appDownload: null,
  legal: legalPages('https://cloudnumber.example'),
  mobile: { mode: 'notice' },
};
