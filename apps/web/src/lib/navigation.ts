import type { TabId } from '@switchboard/protocol';
import { create } from 'zustand';

interface NavigationState {
  /** The tab the shell shows; null until the shell opens its brand's default tab. */
  tab: TabId | null;
}

/** The current main tab, so features can tell whether they are on screen and send the user elsewhere. */
export const useNavigation = create<NavigationState>(() => ({ tab: null }));

/** Switches the shell to a tab (e.g. a highlighted link in a message opening the account tab). */
export function goToTab(tab: TabId): void {
  useNavigation.setState({ tab });
}

/** The current tab outside React (null when the shell is not mounted). */
export function currentTab(): TabId | null {
  return useNavigation.getState().tab;
}
