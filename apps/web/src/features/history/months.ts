import type { UiLanguage } from '@switchboard/protocol';

/** `YYYY-MM` of a UTC month, so every user sees the same month boundaries as the server. */
function yearMonth(year: number, monthIndex: number): string {
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}`;
}

/** The month tabs of a history: the current UTC month first, then the `count - 1` before it. */
export function historyMonths(count: number, now: number = Date.now()): string[] {
  const today = new Date(now);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, month - back, 1));
    return yearMonth(date.getUTCFullYear(), date.getUTCMonth());
  });
}

/** A tab label such as "Nov 2026" or "2026年11月", computed in UTC so it matches the month's key. */
export function monthLabel(ym: string, language: UiLanguage): string {
  const [year, month] = ym.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1));
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** A row's date and time in the interface language (local time of the reader). */
export function formatDateTime(ms: number, language: UiLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}
