import { RECENT_APPS_MAX } from '@switchboard/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../../../lib/storage.ts';
import { orderByRecent, readRecentApps, redirected, rememberApp } from './recentApps.ts';

beforeEach(() => localStorage.clear());

describe('recent apps', () => {
  it('keeps the most recent first without duplicates, at most RECENT_APPS_MAX', () => {
    for (let index = 0; index < RECENT_APPS_MAX + 3; index += 1) rememberApp(`app${index}`);
    rememberApp('app5');
    const recent = readRecentApps();
    expect(recent).toHaveLength(RECENT_APPS_MAX);
    expect(recent[0]).toBe('app5');
    expect(recent[1]).toBe(`app${RECENT_APPS_MAX + 2}`);
    expect(recent.filter((app) => app === 'app5')).toHaveLength(1);
    expect(recent).not.toContain('app0');
  });

  it('orders the recent apps first, then the rest by sort', () => {
    const apps = [
      { app: 'a', name: 'A', sort: 1 },
      { app: 'b', name: 'B', sort: 2 },
      { app: 'c', name: 'C', sort: 3 },
      { app: 'd', name: 'D', sort: 0 },
    ];
    rememberApp('c');
    rememberApp('b');
    expect(orderByRecent(apps).map((app) => app.app)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('reads a damaged entry as no recent apps', () => {
    localStorage.setItem(StorageKey.recentVerificationApps, '{broken');
    expect(readRecentApps()).toEqual([]);
  });
});

describe('redirected choices', () => {
  const apps = [
    { app: 'telegram', name: 'Telegram', sort: 10 },
    { app: 'twitch', name: 'Twitch', sort: 20, redirect: 'telegram' },
    { app: 'bumble', name: 'Bumble', sort: 30, redirect: 'gone' },
  ];

  it('selects the entry a redirected choice leads to, and keeps any other choice', () => {
    expect(redirected(apps, apps[1]!).app).toBe('telegram');
    expect(redirected(apps, apps[0]!).app).toBe('telegram');
    // A target the list does not hold is not followed.
    expect(redirected(apps, apps[2]!).app).toBe('bumble');
  });
});
