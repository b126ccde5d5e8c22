import type { BrandConfig, RateTab, UiLanguage } from '@switchboard/protocol';
import { formatMoney, RATE_TABS } from '@switchboard/protocol';

/** Rate tabs a brand shows: cloudnumber sells numbers without outbound calling, so no Make Call. */
export function visibleRateTabs(brand: Pick<BrandConfig, 'id'>): RateTab[] {
  return RATE_TABS.filter((tab) => !(brand.id === 'cloudnumber' && tab === 'makeCall'));
}

/** The tab the rates page opens on: the first one the brand shows (Receive Call on cloudnumber). */
export function defaultRateTab(brand: Pick<BrandConfig, 'id'>): RateTab {
  return visibleRateTabs(brand)[0] ?? 'receiveCall';
}

/**
 * A rate in the brand unit: at least the brand's decimals, more when the rate needs them (0.006 on a
 * 2-decimal brand is "0.006", never a misleading "0.00").
 */
export function formatRate(amount: number, brand: BrandConfig, language: UiLanguage): string {
  const { symbol, decimals, unit } = brand.currency;
  let text = formatMoney(amount, 4, symbol);
  const dot = text.indexOf('.');
  while (text.length - dot - 1 > decimals && text.endsWith('0')) text = text.slice(0, -1);
  return symbol === '' ? `${text} ${unit[language]}` : text;
}
