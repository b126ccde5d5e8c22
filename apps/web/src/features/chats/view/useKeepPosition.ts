import { type RefObject, useLayoutEffect, useRef } from 'react';

/** A message on screen and how far below the view's top edge it is (px). */
interface Anchor {
  smsId: string;
  offset: number;
}

/** The first message at least partly visible (messages carry data-sms-id), searched from the top. */
function firstVisible(view: HTMLElement, content: HTMLElement): Anchor | null {
  const top = view.getBoundingClientRect().top;
  for (const child of content.children) {
    if (!(child instanceof HTMLElement) || !child.dataset.smsId) continue;
    const box = child.getBoundingClientRect();
    if (box.bottom > top) return { smsId: child.dataset.smsId, offset: box.top - top };
  }
  return null;
}

/**
 * Keeps the reader's place while older history is added above it: the first visible message is
 * noted before the change is committed and put back at the same height after it, before the
 * browser paints. `topKey` names what is at the top (the oldest message); nothing is done while
 * the view sticks to the bottom.
 */
export function useKeepPosition(
  scrollRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
  topKey: string,
  sticking: () => boolean,
  scrollTo: (top: number) => void,
) {
  const committedKey = useRef(topKey);
  const anchor = useRef<Anchor | null>(null);
  // Render phase, before the DOM changes: the anchor must be read from the content as it still is.
  if (committedKey.current !== topKey && anchor.current === null && scrollRef.current && contentRef.current) {
    anchor.current = firstVisible(scrollRef.current, contentRef.current);
  }
  useLayoutEffect(() => {
    const noted = anchor.current;
    anchor.current = null;
    committedKey.current = topKey;
    const view = scrollRef.current;
    const content = contentRef.current;
    if (!noted || !view || !content || sticking()) return;
    const element = [...content.children].find(
      (child): child is HTMLElement => child instanceof HTMLElement && child.dataset.smsId === noted.smsId,
    );
    if (!element) return;
    const offset = element.getBoundingClientRect().top - view.getBoundingClientRect().top;
    scrollTo(view.scrollTop + offset - noted.offset);
  }, [topKey, scrollRef, contentRef, sticking, scrollTo]);
}
