/** Ten-thousandths of a unit written as Greenfield's decimal string ("20.0000"). */
export function decimalOf(tenThousandths: number): string {
  const whole = Math.trunc(tenThousandths / 10_000);
  const fraction = String(Math.abs(tenThousandths % 10_000)).padStart(4, '0');
  return `${whole}.${fraction}`;
}

/**
 * A non-negative Greenfield decimal read into ten-thousandths, rounded down: what is credited from
 * it is never more than was paid. Negative or unreadable amounts read as zero.
 */
export function tenThousandthsOf(decimal: string | undefined): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal ?? '');
  if (match === null) return 0;
  const fraction = (match[2] ?? '').padEnd(4, '0').slice(0, 4);
  return Number(match[1]) * 10_000 + Number(fraction);
}

/**
 * A coin amount written with at most 8 decimals (the spec's exact-amount rule), rounded up when
 * BTCPay's amount is finer (ETH has 18): paying the shown amount then never leaves the invoice short.
 */
export function coinAmountOf(decimal: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (match === null) throw new Error('coin amount is not a non-negative decimal');
  const digits = match[2] ?? '';
  let scaled = BigInt(match[1] ?? '0') * 100_000_000n + BigInt(digits.padEnd(8, '0').slice(0, 8));
  if (/[1-9]/.test(digits.slice(8))) scaled += 1n;
  const whole = scaled / 100_000_000n;
  return `${whole}.${String(scaled % 100_000_000n).padStart(8, '0')}`;
}
