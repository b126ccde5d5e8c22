import type { BrandConfig, UiLanguage } from '@switchboard/protocol';
import { formatMoney, totalDecimals } from '@switchboard/protocol';
import { useBrand, useUiLanguage } from './runtime.ts';

/**
 * The one place money is written for people (spec 001 section 1): a balance with the brand's
 * decimals, totals (recharge amounts, gifts, prices) with 2, per-record charges (bill rows, rates)
 * with 4. Amounts arrive as integer ten-thousandths of the brand's unit.
 */

function withUnit(amount: number, decimals: 2 | 4, brand: BrandConfig, language: UiLanguage): string {
  const { symbol, unit } = brand.currency;
  if (symbol !== '') return formatMoney(amount, decimals, symbol);
  return `${formatMoney(amount, decimals)} ${unit[language]}`;
}

/**
 * A balance as the brand shows it: with its symbol when it has one ("$20.0000"), otherwise followed
 * by its unit name in the interface language ("20.0000 Coins", "20.00 云币").
 */
export function formatBalance(amount: number, brand: BrandConfig, language: UiLanguage): string {
  return withUnit(amount, brand.currency.decimals, brand, language);
}

/**
 * A total (recharge amount, gift, price, limit): 2 decimals ("$50.00", "100.00 Coins"); 4 only when
 * the amount has fractions of a cent, so it is never shown as less than it is.
 */
export function formatTotal(amount: number, brand: BrandConfig, language: UiLanguage): string {
  return withUnit(amount, totalDecimals(amount), brand, language);
}

/**
 * A per-record charge or rate: 4 decimals ("$0.0200", "0.0500 Coins"). Cloud coins always show 2
 * ("0.80 云币"), 4 only when the amount has fractions of a cent.
 */
export function formatCharge(amount: number, brand: BrandConfig, language: UiLanguage): string {
  const cloudCoins = brand.currency.symbol === '' && brand.currency.decimals === 2;
  return cloudCoins ? formatTotal(amount, brand, language) : withUnit(amount, 4, brand, language);
}

/** A movement with its sign, 4 decimals: "+1.0000 Coins" for credits, "-$0.0200" for charges. */
export function formatSignedCharge(amount: number, brand: BrandConfig, language: UiLanguage): string {
  return `${amount > 0 ? '+' : ''}${formatCharge(amount, brand, language)}`;
}

/** The formatters above bound to the page's brand and interface language. */
export function useMoneyFormat() {
  const brand = useBrand();
  const language = useUiLanguage();
  return {
    balance: (amount: number) => formatBalance(amount, brand, language),
    total: (amount: number) => formatTotal(amount, brand, language),
    charge: (amount: number) => formatCharge(amount, brand, language),
  };
}
