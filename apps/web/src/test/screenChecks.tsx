import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Asserts that no global alert is on screen. The alert dialog's code is loaded lazily, so this
 * first waits until it is here and React had a turn to show a queued alert; only then is the
 * absence of an alert dialog a real absence. Needs GlobalAlert (or the whole App) to be rendered.
 */
export async function expectNoAlertShown(): Promise<void> {
  await import('../app/GlobalAlertDialog.tsx');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('alertdialog')).toBeNull();
}

/**
 * Like nextScreen's expectShown, for screens that have tabs of their own (month tabs, …): waits until
 * the side bar ("Main tabs", as NextScreen or the shell shows it) marks the tab named `tab` selected
 * and, when given, the tab panel's menu marks the item named `section` as the page shown.
 */
export async function expectMainTabShown(tab: string, section?: string): Promise<void> {
  await waitFor(() => {
    const bar = screen.getByRole('tablist', { name: 'Main tabs' });
    expect(within(bar).getByRole('tab', { selected: true }).getAttribute('aria-label')).toBe(tab);
  });
  if (section === undefined) return;
  await waitFor(() => {
    const panel = screen.getByRole('tabpanel', { name: tab });
    expect(within(panel).getByRole('button', { current: 'page' }).textContent).toBe(section);
  });
}
