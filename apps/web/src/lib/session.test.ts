import { Retcode } from '@switchboard/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from './storage.ts';

const T1 = 'tok_first_0123456789abcdefgh';
const T2 = 'tok_second_0123456789abcdefg';
const T3 = 'tok_third_0123456789abcdefgh';
const OTHER = 'tok_other_0123456789abcdefgh';

type SessionModule = typeof import('./session.ts');

const stops: (() => void)[] = [];

/** A second copy of the session module stands for another tab of the same browser (same storage). */
async function openTab(token: string | null): Promise<SessionModule> {
  vi.resetModules();
  const tab = await import('./session.ts');
  tab.useSession.setState({ token, kicked: false, canInvite: false, canSetInviter: false });
  stops.push(tab.shareSessionAcrossTabs());
  return tab;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
});

describe('tabs share one session over BroadcastChannel', () => {
  it('a token refreshed in one tab reaches the other at once', async () => {
    localStorage.setItem(StorageKey.token, T1);
    const first = await openTab(T1);
    const second = await openTab(T1);
    first.replaceToken(T2, 100);
    await vi.waitFor(() => expect(second.currentToken()).toBe(T2));
    expect(first.currentToken()).toBe(T2);
    expect(localStorage.getItem(StorageKey.token)).toBe(T2);
  });

  it('tabs that refreshed at once all keep the later-issued token, whichever answer came first', async () => {
    localStorage.setItem(StorageKey.token, T1);
    const first = await openTab(T1);
    const second = await openTab(T1);
    // The second tab's answer (issued later) lands before the first tab's broadcast is read.
    second.replaceToken(T3, 101);
    first.replaceToken(T2, 100);
    await vi.waitFor(() => expect(first.currentToken()).toBe(T3));
    await vi.waitFor(() => expect(second.currentToken()).toBe(T3));
    expect(localStorage.getItem(StorageKey.token)).toBe(T3);
  });

  it('a logout in one tab logs out the other, with its logout cleanups', async () => {
    localStorage.setItem(StorageKey.token, T1);
    const first = await openTab(T1);
    const second = await openTab(T1);
    const cleanup = vi.fn();
    second.onLogout(cleanup);
    first.endSession();
    await vi.waitFor(() => expect(second.currentToken()).toBeNull());
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(second.useSession.getState().kicked).toBe(false);
  });

  it('the server ending a session another tab just logged out of tells this tab nothing', async () => {
    localStorage.setItem(StorageKey.token, T1);
    const first = await openTab(T1);
    const firstAlerts = (await import('./alerts.ts')).useAlerts;
    await openTab(T1);
    // The other tab's logout empties the shared storage at once; the server's push (sent when its
    // logout call arrived) reaches this tab before the other tab's message does.
    localStorage.removeItem(StorageKey.token);
    first.kickOut(Retcode.SESSION_ENDED, 'session ended');
    expect(first.currentToken()).toBeNull();
    expect(first.useSession.getState().kicked).toBe(false);
    expect(firstAlerts.getState().queue).toHaveLength(0);
  });

  it('a session ended by the server while this browser still holds it is a kick, with its alert', async () => {
    localStorage.setItem(StorageKey.token, T1);
    const first = await openTab(T1);
    const firstAlerts = (await import('./alerts.ts')).useAlerts;
    first.kickOut(Retcode.SESSION_ENDED, 'session ended');
    expect(first.useSession.getState().kicked).toBe(true);
    expect(firstAlerts.getState().queue).toHaveLength(1);
  });

  it('a kick in one tab logs out the other without a second alert', async () => {
    localStorage.setItem(StorageKey.token, T1);
    const first = await openTab(T1);
    const second = await openTab(T1);
    first.kickOut(Retcode.SIGNED_IN_ELSEWHERE, 'signed in elsewhere');
    await vi.waitFor(() => expect(second.currentToken()).toBeNull());
    const { useAlerts } = await import('./alerts.ts');
    expect(useAlerts.getState().queue).toHaveLength(0);
  });

  it('a login in one tab signs in the tabs that were signed out', async () => {
    const first = await openTab(null);
    const second = await openTab(null);
    first.startSession({ token: T1, canInvite: true, canSetInviter: false });
    await vi.waitFor(() => expect(second.currentToken()).toBe(T1));
    expect(second.useSession.getState()).toMatchObject({ canInvite: true, canSetInviter: false });
  });

  it('a tab on another session ignores the refresh and the logout', async () => {
    const first = await openTab(T1);
    const second = await openTab(OTHER);
    const witness = await openTab(T1);
    first.replaceToken(T2, 100);
    await vi.waitFor(() => expect(witness.currentToken()).toBe(T2));
    first.endSession();
    await vi.waitFor(() => expect(witness.currentToken()).toBeNull());
    expect(second.currentToken()).toBe(OTHER);
  });
});

describe('without BroadcastChannel, storage events carry the session', () => {
  function storageEvent(oldValue: string | null, newValue: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.token, oldValue, newValue }));
  }

  it('follows a refresh and a logout written by another tab', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const tab = await openTab(T1);
    storageEvent(T1, T2);
    expect(tab.currentToken()).toBe(T2);
    storageEvent(T2, null);
    expect(tab.currentToken()).toBeNull();
  });

  it('adopts a login written by another tab, with its invitation flags', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const tab = await openTab(null);
    localStorage.setItem(StorageKey.inviteFlags, '0,1');
    storageEvent(null, T1);
    expect(tab.useSession.getState()).toMatchObject({ token: T1, canInvite: false, canSetInviter: true });
  });
});
