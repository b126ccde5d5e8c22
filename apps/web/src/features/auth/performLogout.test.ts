import { AUTH_HEADER } from '@switchboard/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../lib/storage.ts';

const TOKEN = 'tok_logout_0123456789abcdefgh';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('performLogout', () => {
  it('ends the session here and in the other tabs before it asks the server, with the old token', async () => {
    vi.resetModules();
    localStorage.setItem(StorageKey.token, TOKEN);
    const session = await import('../../lib/session.ts');
    session.useSession.setState({ token: TOKEN, kicked: false, canInvite: false, canSetInviter: false });
    const stopSharing = session.shareSessionAcrossTabs();
    const otherTab = new BroadcastChannel('sb.session');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    const seenByServer: { header: string | null; localToken: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const headers = new Headers(init.headers);
        seenByServer.push({ header: headers.get(AUTH_HEADER), localToken: session.currentToken() });
        return new Response(JSON.stringify({ retcode: 0, retmsg: '', data: null }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const { performLogout } = await import('./LogoutDialog.tsx');
    await performLogout();
    expect(seenByServer).toEqual([{ header: TOKEN, localToken: null }]);
    await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'ended', token: TOKEN }));
    expect(session.useSession.getState().kicked).toBe(false);
    otherTab.close();
    stopSharing();
  });
});
