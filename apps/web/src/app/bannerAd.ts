import type { AdConfigData, BrandConfig } from '@switchboard/protocol';
import { readStorage, StorageKey, writeStorage } from '../lib/storage.ts';

/** One banner of getAdConfig. */
export type AdBanner = AdConfigData['banners'][number];

/**
 * The banner-ad dialog is one of the chats area's dialogs (spec 000 section 2), so the brands with
 * a chats tab show it; jiema, the verification-only brand, does not.
 */
export function brandShowsBannerAd(brand: BrandConfig): boolean {
  return brand.tabs.includes('chats');
}

/** The banners the operator marked for the dialog (ADS_JSON `popup`); the side panels show them all. */
export function dialogBanners(banners: readonly AdBanner[]): AdBanner[] {
  return banners.filter((banner) => banner.popup === true);
}

/** The local calendar day of a moment (YYYY-MM-DD): a closed dialog stays closed until the next one. */
export function localDay(now: number): string {
  const date = new Date(now);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** True unless the dialog was already closed today in this browser. */
export function bannerAdDue(now = Date.now()): boolean {
  return readStorage(StorageKey.bannerAdClosedOn) !== localDay(now);
}

/** Remembers that the dialog was closed today. */
export function rememberBannerAdClosed(now = Date.now()): void {
  writeStorage(StorageKey.bannerAdClosedOn, localDay(now));
}
