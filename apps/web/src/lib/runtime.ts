import type { BrandConfig, UiLanguage } from '@switchboard/protocol';
import { brands } from '@switchboard/protocol';
import { create } from 'zustand';

interface RuntimeState {
  /** The brand this page runs as (fixed for the page's lifetime). */
  brand: BrandConfig;
  /** Front-page mode: a visitor browses without login; kicked handling is skipped. */
  front: boolean;
  /** Current interface language. */
  language: UiLanguage;
  setFront: (front: boolean) => void;
  setLanguage: (language: UiLanguage) => void;
}

/** Page-wide facts the non-React layers (API client, socket) need: brand, front mode, language. */
export const useRuntime = create<RuntimeState>((set) => ({
  brand: brands.pingme,
  front: false,
  language: 'en',
  setFront: (front) => set({ front }),
  setLanguage: (language) => set({ language }),
}));

/** Sets the runtime once at boot (and in tests). */
export function configureRuntime(values: Pick<RuntimeState, 'brand' | 'front' | 'language'>): void {
  useRuntime.setState(values);
}

/** The current brand outside React. */
export function currentBrand(): BrandConfig {
  return useRuntime.getState().brand;
}

/** The page's brand in React. */
export function useBrand(): BrandConfig {
  return useRuntime((state) => state.brand);
}

/** The interface language in React (re-renders on switch). */
export function useUiLanguage(): UiLanguage {
  return useRuntime((state) => state.language);
}
