import { type BrandId, brandConfig, formatMoney, MONEY_SCALE, type UiLanguage } from '@switchboard/protocol';

/** A moment (ms since the epoch) as the operator reads it, in the browser's time zone. */
export function formatDateTime(ms: number, language: UiLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** The name of a brand in the interface language. */
export function brandName(brand: BrandId, language: UiLanguage): string {
  return brandConfig(brand).name[language];
}

/** The name of a brand's currency unit in the interface language ("dollars" has a symbol: "$"). */
export function currencyUnit(brand: BrandId, language: UiLanguage): string {
  const { symbol, unit } = brandConfig(brand).currency;
  return symbol === '' ? unit[language] : `${unit[language]} (${symbol})`;
}

/**
 * An amount of ten-thousandths as the brand shows money: its symbol before ("$20.0000") or its unit
 * after ("20.00 云币"), with the brand's balance decimals; `signed` puts a + before credits.
 */
export function formatAmount(
  amount: number,
  brand: BrandId,
  language: UiLanguage,
  options: { signed?: boolean } = {},
): string {
  const { symbol, unit, decimals } = brandConfig(brand).currency;
  const sign = options.signed && amount > 0 ? '+' : '';
  // A movement with fractions the brand's decimals would cut off shows them all, never less than it is.
  const shown = amount % (MONEY_SCALE / 10 ** decimals) === 0 ? decimals : 4;
  if (symbol !== '') return sign + formatMoney(amount, shown, symbol);
  return `${sign}${formatMoney(amount, shown)} ${unit[language]}`;
}

/** What an operator may type as an amount: an optional minus, whole units, at most 4 decimals. */
const UNITS = /^([-+]?)(\d{1,9})(?:[.,](\d{1,4}))?$/;

/**
 * Reads an amount typed in the brand's units ("12.5", "-3") as integer ten-thousandths, exactly (no
 * floating point); undefined when it is not such an amount.
 */
export function parseUnits(text: string): number | undefined {
  const match = UNITS.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const amount = Number(whole) * MONEY_SCALE + Number(fraction.padEnd(4, '0'));
  return sign === '-' ? -amount : amount;
}
