import type { UiLanguage } from '@switchboard/protocol';

/** A date separator appears between two messages more than this far apart (5 minutes). */
export const SEPARATOR_GAP_MS = 300_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Which label a time gets: today's time, yesterday, a weekday, or a full date. */
export type DateLabelKind = 'today' | 'yesterday' | 'weekday' | 'date';

function sameLocalDay(a: number, b: number): boolean {
  const x = new Date(a);
  const y = new Date(b);
  return x.getFullYear() === y.getFullYear() && x.getMonth() === y.getMonth() && x.getDate() === y.getDate();
}

/** The spec's rule: today shows the time, under 24 h yesterday, under 7 days the weekday, else the date. */
export function dateLabelKind(date: number, now: number): DateLabelKind {
  if (sameLocalDay(date, now)) return 'today';
  const age = now - date;
  if (age < DAY_MS) return 'yesterday';
  if (age < WEEK_MS) return 'weekday';
  return 'date';
}

function intlLocale(language: UiLanguage): string {
  return language === 'zh-CN' ? 'zh-CN' : 'en-US';
}

/** Hours and minutes on a 24-hour clock ("09:05"). */
export function formatTime(date: number, language: UiLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

function formatWeekday(date: number, language: UiLanguage, width: 'short' | 'long'): string {
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: width }).format(date);
}

/** Year/month/day in local time ("2024/3/5"). */
export function formatYmd(date: number): string {
  const d = new Date(date);
  return `${d.getFullYear()}/${d.getMonth() + 1}/${d.getDate()}`;
}

/** The time label of a conversation in the list; `yesterday` is the translated word. */
export function listTimeLabel(date: number, now: number, language: UiLanguage, yesterday: string): string {
  switch (dateLabelKind(date, now)) {
    case 'today':
      return formatTime(date, language);
    case 'yesterday':
      return yesterday;
    case 'weekday':
      return formatWeekday(date, language, 'short');
    default:
      return formatYmd(date);
  }
}

/** The text of a date separator: like the list label, followed by the time when it is not today. */
export function separatorLabel(date: number, now: number, language: UiLanguage, yesterday: string): string {
  const time = formatTime(date, language);
  switch (dateLabelKind(date, now)) {
    case 'today':
      return time;
    case 'yesterday':
      return `${yesterday} ${time}`;
    case 'weekday':
      return `${formatWeekday(date, language, 'long')} ${time}`;
    default:
      return `${formatYmd(date)} ${time}`;
  }
}

/** Indexes of the messages (sorted oldest first) that get a separator above them. */
export function separatorIndexes(messages: readonly { date: number }[]): Set<number> {
  const indexes = new Set<number>();
  messages.forEach((message, index) => {
    const previous = messages[index - 1];
    if (!previous || message.date - previous.date > SEPARATOR_GAP_MS) indexes.add(index);
  });
  return indexes;
}
