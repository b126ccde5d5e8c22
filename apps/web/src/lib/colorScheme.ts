import type { StorageManager } from '@mui/material/styles';
import { create } from 'zustand';
import { readStorage, StorageKey, writeStorage } from './storage.ts';

/** The side bar's appearance choices: follow the system's light or dark setting, or force one. */
export const colorSchemeChoices = ['system', 'light', 'dark'] as const;
export type ColorSchemeChoice = (typeof colorSchemeChoices)[number];

export function isColorSchemeChoice(value: unknown): value is ColorSchemeChoice {
  return typeof value === 'string' && (colorSchemeChoices as readonly string[]).includes(value);
}

/** A stored value as a choice: nothing stored, or something unreadable, means following the system. */
function choiceOf(stored: string | null): ColorSchemeChoice {
  return isColorSchemeChoice(stored) ? stored : 'system';
}

interface ColorSchemeState {
  /** What the user chose for this browser. */
  choice: ColorSchemeChoice;
}

/** The appearance choice of this browser (the theme provider applies it, the side-bar switch sets it). */
export const useColorSchemeChoice = create<ColorSchemeState>(() => ({ choice: 'system' }));

/**
 * Reads the stored choice into the store. Called at boot before the first render, so the page is
 * painted in the chosen scheme from the start instead of flashing the system's one first.
 */
export function restoreColorSchemeChoice(): void {
  useColorSchemeChoice.setState({ choice: choiceOf(readStorage(StorageKey.colorScheme)) });
}

/** The side-bar switch: remembered for this browser and applied at once (other tabs follow, below). */
export function chooseColorScheme(choice: ColorSchemeChoice): void {
  writeStorage(StorageKey.colorScheme, choice);
  useColorSchemeChoice.setState({ choice });
}

/**
 * For the page's whole life: a choice made in another tab of this browser applies here too. A
 * `storage` event without a key means the other tab cleared the whole storage (a full quota), which
 * took the choice with it.
 */
export function shareColorSchemeAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== StorageKey.colorScheme) return;
    useColorSchemeChoice.setState({ choice: choiceOf(event.key === null ? null : event.newValue) });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The key the theme provider asks its storage manager for the mode under (its `modeStorageKey`). */
export const MODE_STORAGE_KEY = StorageKey.colorScheme;

const nothingKept: ReturnType<StorageManager> = {
  get: (fallback: unknown) => fallback,
  set: () => undefined,
  subscribe: () => () => undefined,
};

/**
 * MUI's theme provider keeps its mode through a storage manager. This one hands it the store, so the
 * choice lives in one place: the provider reads the choice, and follows every change of it (this
 * tab's switch, another tab's). It keeps nothing for the provider's other keys (a scheme name per
 * mode): each mode here has exactly one scheme.
 */
export const colorSchemeStorageManager: StorageManager = ({ key }) => {
  if (key !== MODE_STORAGE_KEY) return nothingKept;
  return {
    get: () => useColorSchemeChoice.getState().choice,
    set: (value: unknown) => {
      if (isColorSchemeChoice(value) && value !== useColorSchemeChoice.getState().choice) {
        chooseColorScheme(value);
      }
    },
    subscribe: (handler) =>
      useColorSchemeChoice.subscribe((state, previous) => {
        if (state.choice !== previous.choice) handler(state.choice);
      }),
  };
};
