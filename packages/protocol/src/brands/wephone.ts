import { appStores, dollarCurrency, dollarRecharge, legalPages, monogramLogo, noFeatures } from './shared.ts';
import type { BrandConfig } from './types.ts';

/** WePhone: consumer brand in US dollars. */
export const wephone: BrandConfig = {
  id: 'wephone',
  name: { en: 'WePhone', 'zh-CN': 'WePhone' },
  colors: { primary: '#1e6fe0', secondary: '#00b8d4', sidebar: '#10233f', sidebarIcon: '#a9c4ec' },
  logoSvg: monogramLogo('W', '#1e6fe0'),
  supportEmail: 'support@wephone.example',
  tabs: ['chats', 'verification', 'numbers', 'contacts', 'account'],
  defaultTab: 'chats',
  defaultLanguage: 'en',
  alwaysChineseApi: false,
  currency: dollarCurrency,
  recharge: dollarRecharge,
  features: { ...noFeatures, useCaseProfile: true },
  tollFreeFormUrl: 'https://wephone.example/toll-free-registration',
  appDownloadUrl: 'https://wephone.example/download',
  appDownload: appStores('https://wephone.example', 'wephone'),
  legal: legalPages('https://wephone.example'),
  mobile: { mode: 'notice' },
};
