import type { TabId } from '@switchboard/protocol';
import { create } from 'zustand';

interface NavigationState {
  /** The tab the shell shows; null until the shell opens its brand's default tab. */
  tab: TabId | null;
  /** A section inside the tab the caller asked for (e.g. 'recharge' of the account tab), or null. */
  section: string | null;
}

/** The current main tab, so features can tell whether they are on screen and send the user elsewhere. */
export const useNavigation = create<NavigationState>(() => ({ tab: null, section: null }));

/**
 * Switches the shell to a tab (e.g. a highlighted link in a message opening the account tab),
 * optionally asking it to open one of its sections (e.g. goToTab('account', 'recharge')).
 */
export function goToTab(tab: TabId, section: string | null = null): void {
  useNavigation.setState({ tab, section });
}

/** The current tab outside React (null when the shell is not mounted). */
export function currentTab(): TabId | null {
  return useNavigation.getState().tab;
}
