import type { BrandConfig, UiLanguage } from '@switchboard/protocol';
import { formatMoney } from '@switchboard/protocol';

/**
 * A balance as the brand shows it: with its symbol when it has one ("$20.0000"), otherwise followed
 * by its unit name in the interface language ("20.0000 Coins", "20.00 云币").
 */
export function formatBalance(amount: number, brand: BrandConfig, language: UiLanguage): string {
  const { symbol, decimals, unit } = brand.currency;
  if (symbol !== '') return formatMoney(amount, decimals, symbol);
  return `${formatMoney(amount, decimals)} ${unit[language]}`;
}
