const DAY_MS = 86_400_000;

/** The UTC day `YYYY-MM-DD` some days before today (0: today). */
export function utcDayBefore(days: number, now = Date.now()): string {
  return new Date(now - days * DAY_MS).toISOString().slice(0, 10);
}
