import type { BrandConfig, RateTab, UiLanguage } from '@switchboard/protocol';
import { RATE_TABS } from '@switchboard/protocol';
import { formatCharge } from '../../lib/money.ts';

/** Rate tabs a brand shows: cloudnumber sells numbers without outbound calling, so no Make Call. */
export function visibleRateTabs(brand: Pick<BrandConfig, 'id'>): RateTab[] {
  return RATE_TABS.filter((tab) => !(brand.id === 'cloudnumber' && tab === 'makeCall'));
}

/** The tab the rates page opens on: the first one the brand shows (Receive Call on cloudnumber). */
export function defaultRateTab(brand: Pick<BrandConfig, 'id'>): RateTab {
  return visibleRateTabs(brand)[0] ?? 'receiveCall';
}

/** A rate is a per-record charge: 4 decimals in the brand unit ("$0.0060"); cloud coins with 2 ("0.80 云币"). */
export function formatRate(amount: number, brand: BrandConfig, language: UiLanguage): string {
  return formatCharge(amount, brand, language);
}
