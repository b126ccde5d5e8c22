import { appStores, dollarCurrency, dollarRecharge, legalPages, monogramLogo, noFeatures } from './shared.ts';
import type { BrandConfig } from './types.ts';

/** WeTalk Pro: business flavour of WeTalk, in US dollars. */
export const wetalkpro: BrandConfig = {
  id: 'wetalkpro',
  name: { en: 'WeTalk Pro', 'zh-CN': 'WeTalk Pro' },
  colors: { primary: '#0f766e', secondary: '#f59e0b', sidebar: '#0b2422', sidebarIcon: '#9ccfca' },
  logoSvg: monogramLogo('WP', '#0f766e'),
  supportEmail: 'support@wetalkpro.example',
  tabs: ['chats', 'verification', 'numbers', 'contacts', 'account'],
  defaultTab: 'chats',
  defaultLanguage: 'en',
  alwaysChineseApi: false,
  currency: dollarCurrency,
  recharge: dollarRecharge,
  features: { ...noFeatures, useCaseProfile: true },
  tollFreeFormUrl: 'https://wetalkpro.example/toll-free-registration',
  appDownloadUrl: 'https://wetalkpro.example/download',
  appDownload: appStores('https://wetalkpro.example', 'wetalkpro'),
  legal: legalPages('https://wetalkpro.example'),
  mobile: { mode: 'notice' },
};
