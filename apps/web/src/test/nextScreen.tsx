import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { expect } from 'vitest';
import { ErrorBoundary } from '../app/ErrorBoundary.tsx';
import { tabPanels } from '../app/panels.tsx';
import { TabBar } from '../app/TabBar.tsx';
import { visibleTabs } from '../app/tabs.ts';
import { goToTab, useNavigation } from '../lib/navigation.ts';
import { useBrand } from '../lib/runtime.ts';

/**
 * The signed-in page's side bar and the panel of the tab a feature sent the person to, as the shell
 * shows them; nothing until a feature sends the person somewhere. Mounted next to the component
 * under test, it shows where an action leads. Its panels load their own data, which the test's
 * fetch stub answers.
 */
export function NextScreen() {
  const brand = useBrand();
  const tab = useNavigation((state) => state.tab);
  if (tab === null) return null;
  const Panel = tabPanels[tab];
  return (
    <>
      <TabBar
        tabs={visibleTabs(brand)}
        current={tab}
        onSelect={goToTab}
        onLogout={() => {}}
        helpHref=""
        onShortcuts={() => {}}
      />
      <main role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <ErrorBoundary key={tab} place="panel">
          <Suspense fallback={null}>
            <Panel />
          </Suspense>
        </ErrorBoundary>
      </main>
    </>
  );
}

/** Starts a test before any tab is open, so {@link NextScreen} shows only where the test's actions lead. */
export function leaveTabs(): void {
  useNavigation.setState({ tab: null, section: null });
}

/**
 * Waits until the side bar shows the tab named `tab` selected and, when given, the tab's own menu
 * marks the item named `section` as the page shown.
 */
export async function expectShown(tab: string, section?: string): Promise<void> {
  await waitFor(() =>
    expect(screen.getByRole('tab', { selected: true }).getAttribute('aria-label')).toBe(tab),
  );
  if (section === undefined) return;
  const panel = screen.getByRole('tabpanel');
  await waitFor(() =>
    expect(within(panel).getByRole('button', { current: 'page' }).textContent).toBe(section),
  );
}
