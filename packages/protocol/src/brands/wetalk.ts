import { appStores, dollarCurrency, dollarRecharge, legalPages, monogramLogo, noFeatures } from './shared.ts';
import type { BrandConfig } from './types.ts';

/** WeTalk: consumer brand in US dollars with VIP membership. */
export const wetalk: BrandConfig = {
  id: 'wetalk',
  name: { en: 'WeTalk', 'zh-CN': 'WeTalk' },
  colors: { primary: '#6c3ce1', secondary: '#ff7043', sidebar: '#221640', sidebarIcon: '#c3b1f2' },
  logoSvg: monogramLogo('WT', '#6c3ce1'),
  supportEmail: 'support@wetalk.example',
  tabs: ['chats', 'verification', 'numbers', 'contacts', 'account'],
  defaultTab: 'chats',
  defaultLanguage: 'en',
  alwaysChineseApi: false,
  currency: dollarCurrency,
  recharge: dollarRecharge,
  features: { ...noFeatures, vip: true, useCaseProfile: true, numberTips: false },
  tollFreeFormUrl: null,
  appDownloadUrl: 'https://wetalk.example/download',
  appDownload: appStores('https://wetalk.example', 'wetalk'),
  legal: legalPages('https://wetalk.example'),
  mobile: { mode: 'notice' },
};
