import { RECENT_APPS_MAX } from '@switchboard/protocol';
import { readStorage, StorageKey, writeStorage } from '../../../lib/storage.ts';

/** The recently used app ids, most recent first; a damaged entry reads as none. */
export function readRecentApps(): string[] {
  const raw = readStorage(StorageKey.recentVerificationApps);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((entry): entry is string => typeof entry === 'string').slice(0, RECENT_APPS_MAX);
  } catch {
    return [];
  }
}

/** Moves an app to the front of the recent list, keeping at most RECENT_APPS_MAX. */
export function rememberApp(app: string): void {
  if (!app) return;
  const next = [app, ...readRecentApps().filter((entry) => entry !== app)].slice(0, RECENT_APPS_MAX);
  writeStorage(StorageKey.recentVerificationApps, JSON.stringify(next));
}

/** Apps with the recently used ones first (most recent first), then the rest by their sort order. */
export function orderByRecent<T extends { app: string; sort: number }>(apps: readonly T[]): T[] {
  const recent = readRecentApps();
  const rank = (app: string) => {
    const index = recent.indexOf(app);
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  return [...apps].sort((a, b) => {
    const byRecent = rank(a.app) - rank(b.app);
    if (byRecent !== 0 && Number.isFinite(Math.min(rank(a.app), rank(b.app)))) return byRecent;
    return a.sort - b.sort;
  });
}

/**
 * The entry a choice selects: the one its redirection leads to when the list has it (spec 001: some
 * app or website choices are redirected to a different list entry), else the choice itself.
 */
export function redirected<T extends { app: string; redirect?: string | undefined }>(
  apps: readonly T[],
  chosen: T,
): T {
  if (chosen.redirect === undefined) return chosen;
  return apps.find((entry) => entry.app === chosen.redirect) ?? chosen;
}
