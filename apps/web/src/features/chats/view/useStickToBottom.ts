import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useChatView } from '../state/viewStore.ts';
import { NEAR_BOTTOM_PX } from '../sync/unread.ts';

/** The scroll position is published to the store this long after scrolling stops (500 ms). */
export const SCROLL_UPDATE_DEBOUNCE_MS = 500;

function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/**
 * Keeps a message view at the bottom: from the moment it opens, and whenever its content grows
 * (history arriving, pictures loading, new messages) while the reader is near the bottom.
 *
 * Only the reader's own scrolling decides whether the view sticks. A scroll event at the position
 * this hook last set is its own (content that grew meanwhile, e.g. a picture that loaded between
 * the scroll and its event, must not make it look as if the reader had scrolled away), so the view
 * keeps sticking until the reader scrolls. Publishes "near the bottom" (within 200 px), debounced,
 * for the unread rule, and reports each scroll of the reader's (for loading older history).
 */
export function useStickToBottom(
  scrollRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
  onReaderScroll?: (element: HTMLElement) => void,
) {
  const stickRef = useRef(true);
  const ownTopRef = useRef<number | null>(null);
  const setNearBottom = useChatView((state) => state.setNearBottom);
  const onReaderScrollRef = useRef(onReaderScroll);
  onReaderScrollRef.current = onReaderScroll;

  /** Scrolls to a position on the hook's own behalf (its scroll event is not the reader's). */
  const scrollTo = useCallback(
    (top: number) => {
      const element = scrollRef.current;
      if (!element) return;
      element.scrollTop = top;
      ownTopRef.current = element.scrollTop;
    },
    [scrollRef],
  );

  const scrollToBottom = useCallback(() => {
    stickRef.current = true;
    scrollTo(scrollRef.current?.scrollHeight ?? 0);
  }, [scrollRef, scrollTo]);

  // A conversation opens at its latest message (the view is mounted afresh for each one).
  useLayoutEffect(() => {
    scrollToBottom();
    setNearBottom(true);
  }, [scrollToBottom, setNearBottom]);

  useEffect(() => {
    const element = scrollRef.current;
    const content = contentRef.current;
    if (!element || !content) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const own = ownTopRef.current;
      ownTopRef.current = null;
      if (own !== null && Math.abs(element.scrollTop - own) <= 1) return;
      stickRef.current = distanceFromBottom(element) <= NEAR_BOTTOM_PX;
      clearTimeout(timer);
      timer = setTimeout(() => setNearBottom(stickRef.current), SCROLL_UPDATE_DEBOUNCE_MS);
      onReaderScrollRef.current?.(element);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (stickRef.current) scrollToBottom();
          });
    observer?.observe(content);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [scrollRef, contentRef, scrollToBottom, setNearBottom]);

  return { stickRef, scrollTo, scrollToBottom };
}
