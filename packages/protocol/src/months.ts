/**
 * Calendar months in UTC, the months of every history, list window and billing period on both
 * sides. A month is named by its key, `YYYY-MM`.
 */

/** A month key: `YYYY-MM`, month 01 to 12. */
export const MONTH_KEY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month as a half-open range of epoch milliseconds: [from, to). */
export interface MonthRange {
  from: number;
  to: number;
}

/** Epoch ms of a UTC date; unlike Date.UTC, years 0 to 99 are not taken as 1900 to 1999. */
function utc(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.getTime();
}

/** Months since year 0 of a time's UTC month (so month arithmetic is plain integer arithmetic). */
function monthIndexOf(time: number): number {
  const date = new Date(time);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

function keyOfIndex(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}

function indexOfKey(key: string): number {
  if (!MONTH_KEY_PATTERN.test(key)) throw new RangeError(`not a month key (YYYY-MM): ${JSON.stringify(key)}`);
  return Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
}

/** The key of the UTC month a time falls in. */
export function monthKeyOf(time: number): string {
  return keyOfIndex(monthIndexOf(time));
}

/** The key `months` months after (negative: before) a month key. */
export function addMonthsToKey(key: string, months: number): string {
  return keyOfIndex(indexOfKey(key) + months);
}

/** The month keys of the `count` months up to the one of `now`, newest first (history tabs). */
export function recentMonthKeys(count: number, now: number = Date.now()): string[] {
  const current = monthIndexOf(now);
  return Array.from({ length: count }, (_, back) => keyOfIndex(current - back));
}

/** Bounds of a month given by its key, or of the month a time falls in. */
export function monthRange(month: string | number): MonthRange {
  const index = typeof month === 'number' ? monthIndexOf(month) : indexOfKey(month);
  return { from: utc(0, index, 1), to: utc(0, index + 1, 1) };
}

/** Whole calendar months from the month of `from` to the month of `to` (0 within one month). */
export function monthsApart(from: number, to: number): number {
  return monthIndexOf(to) - monthIndexOf(from);
}

/**
 * The same time of day `months` calendar months later (negative: earlier), in UTC. A day the target
 * month lacks becomes its last day: 31 January + 1 month is 28 (or 29) February, and 31 March
 * - 1 month is 28 (or 29) February too, never a day in March.
 */
export function addMonths(time: number, months: number): number {
  const date = new Date(time);
  const target = monthIndexOf(time) + months;
  const year = Math.floor(target / 12);
  const month = target - year * 12;
  const lastDay = new Date(utc(year, month + 1, 0)).getUTCDate();
  date.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return date.getTime();
}
