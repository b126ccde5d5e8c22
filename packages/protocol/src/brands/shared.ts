import { unitsToMoney } from '../money.ts';
import type { BrandConfig } from './types.ts';

/** A square monogram logo in the brand's colours. */
export function monogramLogo(letters: string, background: string, foreground = '#ffffff'): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img">` +
    `<rect width="64" height="64" rx="14" fill="${background}"/>` +
    `<text x="32" y="42" font-family="Arial,Helvetica,sans-serif" font-size="${letters.length > 1 ? 24 : 32}" ` +
    `font-weight="700" text-anchor="middle" fill="${foreground}">${letters}</text></svg>`
  );
}

/** Recharge tiles of the dollar brands: 2, 5, 10, 20, 50, 100 with gifts of 1, 2, 6, 13 on the larger four. */
export const dollarRecharge: BrandConfig['recharge'] = {
  tiles: [
    { amount: unitsToMoney(2), gift: 0 },
    { amount: unitsToMoney(5), gift: 0 },
    { amount: unitsToMoney(10), gift: unitsToMoney(1) },
    { amount: unitsToMoney(20), gift: unitsToMoney(2) },
    { amount: unitsToMoney(50), gift: unitsToMoney(6) },
    { amount: unitsToMoney(100), gift: unitsToMoney(13) },
  ],
  defaultTile: 4,
  custom: { min: unitsToMoney(11), max: unitsToMoney(200), default: unitsToMoney(200) },
  popularGiftPercent: 15,
};

/** Balance shown in US dollars with 4 decimals. */
export const dollarCurrency: BrandConfig['currency'] = {
  unit: { en: 'USD', 'zh-CN': '美元' },
  symbol: '$',
  decimals: 4,
  code: 'USD',
};

/** Features all off; each brand turns on its own. */
export const noFeatures: BrandConfig['features'] = {
  vip: false,
  useCaseProfile: false,
  unknownNumberBanner: true,
  appDownload: true,
  appDownloadStores: false,
  numberTips: true,
  verificationBanner: false,
};

/** Terms and privacy pages under a brand's site. */
export function legalPages(site: string): BrandConfig['legal'] {
  return { terms: `${site}/terms`, privacy: `${site}/privacy` };
}

/** App store links of a brand: App Store, Google Play and a direct APK on the brand's site. */
export function appStores(site: string, slug: string): NonNullable<BrandConfig['appDownload']> {
  return {
    ios: `https://apps.apple.com/app/${slug}/id${slug.length}000000`,
    android: `https://play.google.com/store/apps/details?id=example.${slug}`,
    apk: `${site}/download/${slug}.apk`,
  };
}
