import { monthRange, type UiLanguage } from '@switchboard/protocol';

/** A tab label such as "Nov 2026" or "2026年11月", computed in UTC so it matches the month's key. */
export function monthLabel(ym: string, language: UiLanguage): string {
  const date = new Date(monthRange(ym).from);
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** A row's date and time in the interface language (local time of the reader). */
export function formatDateTime(ms: number, language: UiLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}
