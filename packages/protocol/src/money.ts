/** Money on the wire and in storage is an integer count of ten-thousandths of the brand's unit. */
export const MONEY_SCALE = 10_000;

/** Converts whole units (e.g. 5 dollars) to ten-thousandths. */
export function unitsToMoney(units: number): number {
  return Math.round(units * MONEY_SCALE);
}

/**
 * Formats an amount of ten-thousandths with the given decimals (truncating toward zero, so a balance
 * never shows more than it holds), the minus sign before the symbol.
 */
export function formatMoney(amount: number, decimals: 2 | 4, symbol = ''): string {
  const negative = amount < 0;
  const absolute = Math.abs(Math.trunc(amount));
  const whole = Math.floor(absolute / MONEY_SCALE);
  const fraction = String(absolute % MONEY_SCALE)
    .padStart(4, '0')
    .slice(0, decimals);
  return `${negative ? '-' : ''}${symbol}${whole}.${fraction}`;
}

/** Decimals of a total (recharge amount, price, gift): 2, or 4 when it has fractions of a cent. */
export function totalDecimals(amount: number): 2 | 4 {
  return amount % (MONEY_SCALE / 100) === 0 ? 2 : 4;
}
