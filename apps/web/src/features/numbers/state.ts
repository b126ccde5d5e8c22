import { create } from 'zustand';

/** Side tabs of the numbers area; also the keys of goToTab('numbers', key). */
export const NUMBERS_SECTIONS = ['manage', 'subscriptionHistory', 'settings', 'mobilePlan'] as const;
/** One side tab of the numbers area. */
export type NumbersSection = (typeof NUMBERS_SECTIONS)[number];

/** What the main pane shows besides the side tab: the new-number flow or one number's plan change. */
export type NumbersMode = { kind: 'section' } | { kind: 'new' } | { kind: 'plan'; virtualNumber: string };

interface NumbersViewState {
  mode: NumbersMode;
}

/** The numbers area's pane mode; kept outside React so a flow can finish from anywhere. */
export const useNumbersView = create<NumbersViewState>(() => ({ mode: { kind: 'section' } }));

/** Opens a mode of the main pane (the new-number flow or a plan change). */
export function openNumbersMode(mode: NumbersMode): void {
  useNumbersView.setState({ mode });
}

/** Returns the main pane to the chosen side tab. */
export function closeNumbersMode(): void {
  useNumbersView.setState({ mode: { kind: 'section' } });
}

/** True when a string names a side tab. */
export function isNumbersSection(value: string | null): value is NumbersSection {
  return value !== null && (NUMBERS_SECTIONS as readonly string[]).includes(value);
}
