/** Pixels from the bottom at which the next page loads, and the debounce between loads (spec 001 section 9). */
export const SCROLL_TRIGGER_PX = 10;
/** Debounce of the bottom trigger, ms. */
export const SCROLL_DEBOUNCE_MS = 1_000;
