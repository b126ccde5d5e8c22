import type { UIEvent } from 'react';
import { useCallback, useRef } from 'react';

/** Calls, SMS, subscriptions and rates load the next page within this many px of the bottom. */
export const PAGED_SCROLL_PX = 20;

/** How close to the bottom a scroll must come to load more, and how long further triggers wait. */
export interface BottomTrigger {
  /** Distance from the bottom in px (bills 10, calls/SMS/subscriptions/rates 20). */
  threshold: number;
  /** Triggers within this many ms of the last one are ignored (bills: 1000); 0 for none. */
  debounceMs?: number;
  /** False while a page is loading or when there is nothing more. */
  enabled: boolean;
  /** Loads the next page. */
  onReach: () => void;
}

/** Whether a scroll container has come within `threshold` px of its bottom. */
export function nearBottom(element: HTMLElement, threshold: number): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= threshold;
}

/**
 * An onScroll handler that loads the next page near the bottom. The debounce is on the leading edge
 * so the first trigger answers at once and a burst of scroll events asks the server only once.
 */
export function useBottomTrigger({ threshold, debounceMs = 0, enabled, onReach }: BottomTrigger) {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return useCallback(
    (event: UIEvent<HTMLElement>) => {
      if (!enabled || !nearBottom(event.currentTarget, threshold)) return;
      const now = Date.now();
      if (now - last.current < debounceMs) return;
      last.current = now;
      onReach();
    },
    [enabled, threshold, debounceMs, onReach],
  );
}
