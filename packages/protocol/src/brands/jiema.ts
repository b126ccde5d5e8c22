import { appStores, dollarCurrency, dollarRecharge, legalPages, monogramLogo, noFeatures } from './shared.ts';
import type { BrandConfig } from './types.ts';

/** Jiema: Chinese verification-code brand; no chats, contacts or numbers tabs. */
export const jiema: BrandConfig = {
  id: 'jiema',
  name: { en: 'Jiema', 'zh-CN': '接码' },
  colors: { primary: '#d93025', secondary: '#1a73e8', sidebar: '#2d0f0d', sidebarIcon: '#f0b1ab' },
  logoSvg: monogramLogo('码', '#d93025'),
  supportEmail: 'support@jiema.example',
  tabs: ['verification', 'account'],
  defaultTab: 'verification',
  defaultLanguage: 'zh-CN',
  alwaysChineseApi: true,
  currency: { ...dollarCurrency, decimals: 2 },
  recharge: dollarRecharge,
  features: { ...noFeatures, unknownNumberBanner: false },
  tollFreeFormUrl: null,
  appDownloadUrl: 'https://jiema.example/download',
  appDownload: appStores('https://jiema.example', 'jiema'),
  legal: legalPages('https://jiema.example'),
  mobile: { mode: 'notice' },
};
