import type { TFunction } from 'i18next';

/** Milliseconds as the page shows a delay or a round trip: one decimal below 10 ms, whole above. */
export function formatMs(t: TFunction<'operations'>, ms: number): string {
  return t('units.ms', { value: ms < 10 ? ms.toFixed(1) : Math.round(ms).toString() });
}

/** Bytes in megabytes (10^6), whole. */
export function formatMegabytes(t: TFunction<'operations'>, bytes: number): string {
  return t('units.mb', { value: Math.round(bytes / 1e6).toString() });
}

/** A duration in days, hours and minutes. */
export function formatDuration(t: TFunction<'operations'>, ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  return t('units.duration', {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  });
}
