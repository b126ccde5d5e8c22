import { HISTORY_MONTHS } from '@switchboard/protocol';

/** The verification history's month tabs (YYYY-MM), newest first, in UTC so they match the server's months. */
export function verificationMonths(now: number = Date.now()): string[] {
  const today = new Date(now);
  return Array.from({ length: HISTORY_MONTHS.verification }, (_, back) => {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** Pixels from the bottom at which the next page loads, and the debounce between loads (spec 001 section 9). */
export const SCROLL_TRIGGER_PX = 10;
/** Debounce of the bottom trigger, ms. */
export const SCROLL_DEBOUNCE_MS = 1_000;
