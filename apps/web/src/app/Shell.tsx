import Box from '@mui/material/Box';
import type { BrandConfig, TabId } from '@switchboard/protocol';
import { webchatId } from '@switchboard/protocol';
import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../components/Loading.tsx';
import { LogoutDialog } from '../features/auth/index.ts';
import { loadChatsBackground } from '../features/chats/lazy.ts';
import { VerifiedModalHost } from '../features/contact-verification/index.ts';
import { OnboardingDialog } from '../features/onboarding/index.ts';
import { ProfileDialogsHost } from '../features/profile/index.ts';
import { SearchDialogHost } from '../features/search/index.ts';
import { useAccountInfo } from '../lib/api/queries.ts';
import { refreshOncePerMonth } from '../lib/monthlyRefresh.ts';
import { goToTab, useNavigation } from '../lib/navigation.ts';
import { useBrand, useUiLanguage } from '../lib/runtime.ts';
import { onLogout } from '../lib/session.ts';
import { closeSocket, connectSocket } from '../lib/socket/socket.ts';
import { startTokenRefresh } from '../lib/tokenRefresh.ts';
import { startAccountEvents } from './accountEvents.ts';
import { followAddressBar } from './addressBar.ts';
import { BannerAdDialog } from './BannerAdDialog.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { helpMailto } from './help.ts';
import { tabPanels } from './panels.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { TabBar } from './TabBar.tsx';
import { pageTitle, visibleTabs } from './tabs.ts';
import { useShortcuts } from './useShortcuts.ts';

/**
 * Keeps the realtime socket, the token refresh and the account events (pushes applied to the query
 * cache) running for as long as the user is signed in.
 */
function useSignedInServices(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Subscribed before the socket connects, so no push of the first connection is missed.
    const stopEvents = startAccountEvents(queryClient);
    connectSocket();
    const stopRefresh = startTokenRefresh();
    // Closed at logout time too, not only on unmount, so nothing arrives between the two.
    const offLogout = onLogout(closeSocket);
    return () => {
      offLogout();
      stopRefresh();
      closeSocket();
      stopEvents();
    };
  }, [queryClient]);
}

/** How long after a failed download of the chats background it is fetched again, online or not. */
const BACKGROUND_RETRY_MS = 15_000;

/**
 * Runs the chats feature's background work (incoming messages, unread counters, notifications,
 * reconnect refresh) for brands with a chats tab, even while another tab is on screen. Loaded
 * lazily so the shell's first chunk stays small. It starts once the stored cache is restored: a
 * list load begun before would be merged with the restored list as if nothing were known, keeping
 * conversations deleted since the cache was last saved.
 */
function useChatsBackground(brand: BrandConfig): void {
  const restoring = useIsRestoring();
  useEffect(() => {
    if (restoring || !brand.tabs.includes('chats')) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      loadChatsBackground().then(
        (module) => {
          if (!cancelled && stop === undefined) stop = module.startChatsBackground();
        },
        (error: unknown) => {
          if (cancelled) return;
          // Offline at sign-in, or a deploy replaced the files: without it no push would show, so
          // it is fetched again when the browser is back online, or in a while in any case.
          console.warn('the chats background could not be downloaded', error);
          clearTimeout(retry);
          retry = setTimeout(start, BACKGROUND_RETRY_MS);
        },
      );
    };
    start();
    window.addEventListener('online', start);
    return () => {
      cancelled = true;
      clearTimeout(retry);
      window.removeEventListener('online', start);
      stop?.();
    };
  }, [brand, restoring]);
}

/** The signed-in page: the tab bar and the current tab's panel, opened on the brand's default tab. */
export function Shell() {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useUiLanguage();
  const tabs = visibleTabs(brand);
  const chosen = useNavigation((state) => state.tab);
  const current: TabId = chosen !== null && tabs.includes(chosen) ? chosen : brand.defaultTab;
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const account = useAccountInfo();
  const queryClient = useQueryClient();
  useSignedInServices();
  useChatsBackground(brand);
  useShortcuts({ tab: current, onHelp: () => setShortcutsOpen(true) });

  useEffect(() => followAddressBar(brand), [brand]);

  useEffect(() => {
    document.title = pageTitle(t, current, brand, language);
  }, [t, current, brand, language]);

  // Opening numbers or account reloads their data once per calendar month (pushes keep it current between).
  useEffect(() => {
    refreshOncePerMonth(queryClient, current);
  }, [queryClient, current]);

  const Panel = tabPanels[current];
  const helpHref = helpMailto(t, brand, language, account.data ? webchatId(account.data) : '');

  return (
    <Box sx={{ display: 'flex', height: '100vh', overflow: 'hidden' }}>
      <TabBar
        tabs={tabs}
        current={current}
        onSelect={goToTab}
        onLogout={() => setLogoutOpen(true)}
        helpHref={helpHref}
        onShortcuts={() => setShortcutsOpen(true)}
      />
      <Box
        component="main"
        role="tabpanel"
        id="tab-panel"
        aria-labelledby={`tab-${current}`}
        sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflow: 'auto' }}
      >
        <ErrorBoundary key={current} place="panel">
          <Suspense fallback={<Loading />}>
            <Panel />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
      <SearchDialogHost />
      <VerifiedModalHost />
      <ProfileDialogsHost />
      <BannerAdDialog />
      <OnboardingDialog />
    </Box>
  );
}
