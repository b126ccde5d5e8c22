import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useChatView } from '../state/viewStore.ts';
import { NEAR_BOTTOM_PX } from '../sync/unread.ts';

/** The scroll position is published to the store this long after scrolling stops (500 ms). */
export const SCROLL_UPDATE_DEBOUNCE_MS = 500;

function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/**
 * Keeps a message view at the bottom when it is opened, and when content grows (new messages,
 * pictures loading) while the reader is near the bottom; publishes "near the bottom" (within
 * 200 px) to the store, debounced, for the unread rule.
 */
export function useStickToBottom(
  scrollRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
  resetKey: string,
) {
  const nearRef = useRef(true);
  const setNearBottom = useChatView((state) => state.setNearBottom);

  const scrollToBottom = useCallback(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
    nearRef.current = true;
  }, [scrollRef]);

  // A newly opened conversation starts at its latest message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger
  useLayoutEffect(() => {
    scrollToBottom();
    setNearBottom(true);
  }, [resetKey, scrollToBottom, setNearBottom]);

  useEffect(() => {
    const element = scrollRef.current;
    const content = contentRef.current;
    if (!element || !content) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      nearRef.current = distanceFromBottom(element) <= NEAR_BOTTOM_PX;
      clearTimeout(timer);
      timer = setTimeout(() => setNearBottom(nearRef.current), SCROLL_UPDATE_DEBOUNCE_MS);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (nearRef.current) scrollToBottom();
          });
    observer?.observe(content);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [scrollRef, contentRef, scrollToBottom, setNearBottom]);

  return { nearRef, scrollToBottom };
}
