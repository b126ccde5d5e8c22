import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TabBar } from '../app/TabBar.tsx';
import { COLOR_SCHEME_ATTRIBUTE } from '../app/theme.ts';
import { restoreColorSchemeChoice, shareColorSchemeAcrossTabs } from '../lib/colorScheme.ts';
import { readStorage, StorageKey } from '../lib/storage.ts';
import { renderWithProviders, setupRuntime } from '../test/helpers.tsx';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/**
 * Replaces the browser's media queries with a system whose light or dark setting the test turns;
 * every other query (pointer, …) answers no.
 */
function mockSystemScheme(initial: 'light' | 'dark') {
  let dark = initial === 'dark';
  const listeners = new Set<(event: { matches: boolean }) => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const watched = query === SYSTEM_DARK;
    return {
      media: query,
      get matches() {
        return watched && dark;
      },
      onchange: null,
      addListener: (listener: (event: { matches: boolean }) => void) => {
        if (watched) listeners.add(listener);
      },
      removeListener: (listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => {
        if (watched) listeners.add(listener);
      },
      removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
        listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  return {
    turn(next: 'light' | 'dark') {
      dark = next === 'dark';
      for (const listener of listeners) listener({ matches: dark });
    },
  };
}

/** The scheme the page shows: the attribute the theme's CSS variables are scoped to. */
function shownScheme(): string | null {
  return document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
}

/** The signed-in side bar, with the app's providers, as a page load renders it. */
function renderSideBar(language: 'en' | 'zh-CN' = 'en') {
  setupRuntime('wephone', language);
  // What bootstrap does before the first render.
  restoreColorSchemeChoice();
  renderWithProviders(
    <TabBar
      tabs={['chats', 'account']}
      current="chats"
      onSelect={vi.fn()}
      onLogout={vi.fn()}
      helpHref=""
      onShortcuts={vi.fn()}
    />,
    'wephone',
  );
  return within(screen.getByRole('navigation'));
}

beforeEach(() => {
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the appearance switch', () => {
  it('is in the side bar, reachable by keyboard, labelled with the current choice, and opens System / Light / Dark', () => {
    mockSystemScheme('light');
    const sideBar = renderSideBar();
    const button = sideBar.getByRole('button', { name: 'Appearance: System' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.tabIndex).toBe(0);

    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Appearance' });
    const options = within(menu).getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(['System', 'Light', 'Dark']);
    expect(options.map((option) => option.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
  });

  it('follows the system by default, and changes when the system does', () => {
    const system = mockSystemScheme('dark');
    renderSideBar();
    expect(shownScheme()).toBe('dark');
    act(() => system.turn('light'));
    expect(shownScheme()).toBe('light');
    act(() => system.turn('dark'));
    expect(shownScheme()).toBe('dark');
  });

  it('forces the chosen scheme over the system, applies it at once and remembers it in this browser', async () => {
    const system = mockSystemScheme('dark');
    const sideBar = renderSideBar();
    fireEvent.click(sideBar.getByRole('button', { name: 'Appearance: System' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Light' }));

    expect(shownScheme()).toBe('light');
    expect(readStorage(StorageKey.colorScheme)).toBe('light');
    // Found once the menu has closed (an open menu hides the rest of the page from the tree).
    const button = await sideBar.findByRole('button', { name: 'Appearance: Light' });
    // A forced scheme no longer follows the system.
    act(() => system.turn('light'));
    act(() => system.turn('dark'));
    expect(shownScheme()).toBe('light');

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'System' }));
    expect(shownScheme()).toBe('dark');
    expect(readStorage(StorageKey.colorScheme)).toBe('system');
  });

  it('shows the stored choice from the first render after a reload, in Chinese too', () => {
    mockSystemScheme('light');
    localStorage.setItem(StorageKey.colorScheme, 'dark');
    const sideBar = renderSideBar('zh-CN');
    // No effect had to run first: the first render already carried the stored choice.
    expect(shownScheme()).toBe('dark');
    fireEvent.click(sideBar.getByRole('button', { name: '外观：深色' }));
    const menu = screen.getByRole('menu', { name: '外观' });
    expect(within(menu).getByRole('menuitemradio', { name: '深色' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(menu).getByRole('menuitemradio', { name: '跟随系统' })).toBeTruthy();
    expect(within(menu).getByRole('menuitemradio', { name: '浅色' })).toBeTruthy();
  });

  it('ignores an unreadable stored value and follows the system', () => {
    mockSystemScheme('dark');
    localStorage.setItem(StorageKey.colorScheme, 'sepia');
    const sideBar = renderSideBar();
    expect(sideBar.getByRole('button', { name: 'Appearance: System' })).toBeTruthy();
    expect(shownScheme()).toBe('dark');
  });

  it('applies a choice made in another tab of the browser (the storage event)', () => {
    mockSystemScheme('light');
    const stopSharing = shareColorSchemeAcrossTabs();
    try {
      const sideBar = renderSideBar();
      expect(shownScheme()).toBe('light');
      act(() => {
        localStorage.setItem(StorageKey.colorScheme, 'dark');
        window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.colorScheme, newValue: 'dark' }));
      });
      expect(shownScheme()).toBe('dark');
      expect(sideBar.getByRole('button', { name: 'Appearance: Dark' })).toBeTruthy();
      // Another tab's full-storage clear takes the choice with it.
      act(() => {
        localStorage.clear();
        window.dispatchEvent(new StorageEvent('storage', { key: null }));
      });
      expect(sideBar.getByRole('button', { name: 'Appearance: System' })).toBeTruthy();
      expect(shownScheme()).toBe('light');
    } finally {
      stopSharing();
    }
  });
});
