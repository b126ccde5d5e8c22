import { type RefObject, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Where the rows of a grouped list sit: every row has one of two heights and the few group headers
 * are known by index, so any row's offset is arithmetic and no per-row measurement exists.
 */
export interface RowLayout {
  count: number;
  /** Ascending indexes of the group header rows. */
  headers: readonly number[];
  rowHeight: number;
  headerHeight: number;
}

/** The rows to render: [start, end] plus the header pinned at the top. */
export interface RowWindow {
  start: number;
  end: number;
  /** The header of the group the first visible row belongs to, or -1 when the list has none. */
  sticky: number;
}

/** How many header indexes are below `index` (binary search). */
function headersBefore(headers: readonly number[], index: number): number {
  let low = 0;
  let high = headers.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((headers[middle] ?? 0) < index) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Offset in pixels of the top of row `index`. */
export function rowOffset(layout: RowLayout, index: number): number {
  const shorter = layout.rowHeight - layout.headerHeight;
  return index * layout.rowHeight - shorter * headersBefore(layout.headers, index);
}

/** Height in pixels of all rows together. */
export function totalHeight(layout: RowLayout): number {
  return rowOffset(layout, layout.count);
}

/** The row at vertical offset `y` (clamped to the list). */
export function rowAt(layout: RowLayout, y: number): number {
  let low = 0;
  let high = layout.count - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (rowOffset(layout, middle) <= y) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}

/** The rows a viewport at `top` with `height` shows, widened by `overscan` rows on each side. */
export function rowWindow(layout: RowLayout, top: number, height: number, overscan: number): RowWindow {
  if (layout.count === 0) return { start: 0, end: -1, sticky: -1 };
  const first = rowAt(layout, top);
  const last = rowAt(layout, top + Math.max(0, height - 1));
  const before = headersBefore(layout.headers, first + 1);
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(layout.count - 1, last + overscan),
    sticky: before > 0 ? (layout.headers[before - 1] ?? -1) : -1,
  };
}

/**
 * Scroll position and height of the scrolling element, followed through scrolls and resizes. Until
 * the first resize observation the window's height stands in (the list is never taller), so mounting
 * neither forces a layout nor renders twice.
 */
export function useViewport(scrollRef: RefObject<HTMLElement | null>): { top: number; height: number } {
  const [top, setTop] = useState(0);
  const [height, setHeight] = useState(() => (typeof window === 'undefined' ? 0 : window.innerHeight));
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    // Rendered synchronously, as the rows scrolled into view must be there before the next paint.
    const onScroll = () => flushSync(() => setTop(element.scrollTop));
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => setHeight(element.clientHeight));
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [scrollRef]);
  return { top, height };
}
