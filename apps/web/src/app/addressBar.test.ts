import { brandConfig } from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentChatPlace, showChatPlace } from '../features/chats/index.ts';
import { goToTab, useNavigation } from '../lib/navigation.ts';
import { useSession } from '../lib/session.ts';
import { followAddressBar, pathOfPlace, placeOfPath } from './addressBar.ts';

const KEY = '12025550100-12025550111';
let stop: (() => void) | undefined;
beforeEach(() => useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' }));
afterEach(() => {
  stop?.();
  stop = undefined;
  showChatPlace({ kind: 'list' });
});

/** The browser going back or forward to an address. */
function historyTo(path: string) {
  window.history.replaceState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

describe('addresses', () => {
  it('name a tab, a section, a conversation or a new message, and nothing else', () => {
    expect(placeOfPath('/')).toBeNull();
    expect(placeOfPath('/numbers')).toEqual({ tab: 'numbers', section: null, chat: { kind: 'list' } });
    expect(placeOfPath('/account/recharge')).toEqual({
      tab: 'account',
      section: 'recharge',
      chat: { kind: 'list' },
    });
    expect(placeOfPath(`/chats/${KEY}`)?.chat).toEqual({ kind: 'conversation', key: KEY });
    expect(placeOfPath('/chats/new')?.chat).toEqual({ kind: 'new' });
    for (const path of ['/inbox', '/chats/bob', '/account/a/b', '/account/re-charge', '/chats/1-2-3']) {
      expect(placeOfPath(path), path).toBeNull();
    }
    for (const path of ['/numbers', '/account/recharge', `/chats/${KEY}`, '/chats/new', '/chats']) {
      const place = placeOfPath(path);
      expect(place && pathOfPlace(place)).toBe(path);
    }
  });
});

describe('followAddressBar', () => {
  it('opens the place of the address, and gives what the user opens an address in the history', () => {
    window.history.replaceState(null, '', '/account/recharge?front=0');
    stop = followAddressBar(brandConfig('pingme'));
    expect(useNavigation.getState()).toMatchObject({ tab: 'account', section: 'recharge' });

    const before = window.history.length;
    goToTab('numbers');
    expect(window.location.pathname).toBe('/numbers');
    // The query stays as it was.
    expect(window.location.search).toBe('?front=0');
    showChatPlace({ kind: 'conversation', key: KEY });
    expect(window.location.pathname).toBe(`/chats/${KEY}`);
    expect(window.history.length).toBe(before + 2);

    // Back: the screen follows the address without adding to the history.
    historyTo('/numbers');
    expect(useNavigation.getState().tab).toBe('numbers');
    historyTo('/chats');
    expect(useNavigation.getState().tab).toBe('chats');
    expect(currentChatPlace()).toEqual({ kind: 'list' });
    historyTo('/chats/new');
    expect(currentChatPlace()).toEqual({ kind: 'new' });
    expect(window.history.length).toBe(before + 2);
  });

  it('corrects an address the brand has no screen for to its default tab', () => {
    window.history.replaceState(null, '', '/chats');
    stop = followAddressBar(brandConfig('jiema'));
    expect(useNavigation.getState().tab).toBe('verification');
    expect(window.location.pathname).toBe('/verification');
    window.history.replaceState(null, '', '/somewhere/else/entirely');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(window.location.pathname).toBe('/verification');
  });

  it('stops following when the signed-in app goes', () => {
    window.history.replaceState(null, '', '/numbers');
    stop = followAddressBar(brandConfig('pingme'));
    stop();
    stop = undefined;
    expect(useNavigation.getState().tab).toBeNull();
    goToTab('account');
    expect(window.location.pathname).toBe('/numbers');
  });

  it('leaves the address alone once the user signed out', () => {
    window.history.replaceState(null, '', `/chats/${KEY}`);
    stop = followAddressBar(brandConfig('pingme'));
    useSession.setState({ token: null });
    showChatPlace({ kind: 'list' });
    expect(window.location.pathname).toBe(`/chats/${KEY}`);
  });
});
