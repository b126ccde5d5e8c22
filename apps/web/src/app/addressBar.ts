import { type BrandConfig, type TabId, tabIdSchema } from '@switchboard/protocol';
import {
  type ChatPlace,
  currentChatPlace,
  onChatPlaceChange,
  showChatPlace,
} from '../features/chats/index.ts';
import { conversationPath, NEW_CHAT_SEGMENT } from '../lib/conversationAddress.ts';
import { goToTab, useNavigation } from '../lib/navigation.ts';
import { currentToken, onLogout } from '../lib/session.ts';

/** A screen of the signed-in app: its tab, the section asked inside it, and the chats screen's place. */
export interface Place {
  tab: TabId;
  section: string | null;
  chat: ChatPlace;
}

/** A conversation key: own and other full numbers, digits only. */
const CHAT_KEY = /^\d{1,20}-\d{1,20}$/;
/** A section of a tab (each panel checks it is one of its own and falls back to its first). */
const SECTION = /^[A-Za-z]{1,40}$/;

const LIST: ChatPlace = { kind: 'list' };

/**
 * The place an address names: `/<tab>`, `/<tab>/<section>`, `/chats/<own>-<other>` or `/chats/new`;
 * null for any other path (the root included), which opens the brand's default tab.
 */
export function placeOfPath(pathname: string): Place | null {
  const [first, second, ...rest] = pathname.split('/').filter((segment) => segment !== '');
  const tab = tabIdSchema.safeParse(first);
  if (!tab.success || rest.length > 0) return null;
  if (second === undefined) return { tab: tab.data, section: null, chat: LIST };
  if (tab.data === 'chats') {
    if (second === NEW_CHAT_SEGMENT) return { tab: 'chats', section: null, chat: { kind: 'new' } };
    return CHAT_KEY.test(second)
      ? { tab: 'chats', section: null, chat: { kind: 'conversation', key: second } }
      : null;
  }
  return SECTION.test(second) ? { tab: tab.data, section: second, chat: LIST } : null;
}

/** The address of a place. */
export function pathOfPlace(place: Place): string {
  if (place.tab === 'chats') {
    if (place.chat.kind === 'new') return `/chats/${NEW_CHAT_SEGMENT}`;
    if (place.chat.kind === 'conversation') return conversationPath(place.chat.key);
    return '/chats';
  }
  return place.section === null ? `/${place.tab}` : `/${place.tab}/${place.section}`;
}

/**
 * Keeps the address bar and the screen in step while the signed-in app is shown: it opens the place
 * the address names (a reload, a link from another device, a notification's address), gives every
 * tab, section and conversation the user opens an address of its own in the history, and follows the
 * browser's back and forward. The query (`?front=1`) and the page title are left as they are.
 * Returns what stops it.
 */
export function followAddressBar(brand: BrandConfig): () => void {
  let showing = false;
  const show = () => {
    showing = true;
    try {
      const place = placeOfPath(window.location.pathname);
      if (place === null || !brand.tabs.includes(place.tab)) {
        goToTab(brand.defaultTab);
        return;
      }
      if (place.tab === 'chats') showChatPlace(place.chat);
      goToTab(place.tab, place.section);
    } finally {
      showing = false;
    }
  };
  const write = (how: 'push' | 'replace') => {
    const { tab, section } = useNavigation.getState();
    // Signing out resets the screens' state on its way out; that is no place of the user's.
    if (showing || tab === null || currentToken() === null) return;
    const path = pathOfPlace({ tab, section, chat: currentChatPlace() });
    if (path === window.location.pathname) return;
    const address = `${path}${window.location.search}${window.location.hash}`;
    if (how === 'push') window.history.pushState(null, '', address);
    else window.history.replaceState(null, '', address);
  };
  const followHistory = () => {
    show();
    // An address that named nothing shown (another brand's tab, a removed conversation) is corrected.
    write('replace');
  };

  followHistory();
  window.addEventListener('popstate', followHistory);
  const stopTabs = useNavigation.subscribe(() => write('push'));
  const stopChats = onChatPlaceChange(() => write('push'));
  return () => {
    window.removeEventListener('popstate', followHistory);
    stopTabs();
    stopChats();
    useNavigation.setState({ tab: null, section: null });
  };
}

// The next person signing in on this page starts at the brand's first screen, not at the last one's.
onLogout(() => window.history.replaceState(null, '', `/${window.location.search}${window.location.hash}`));
