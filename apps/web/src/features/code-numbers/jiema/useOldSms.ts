import type { CodeSms } from '@switchboard/protocol';
import { addMonthsToKey, CODE_SMS_PAGE_SIZE, monthKeyOf } from '@switchboard/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { queryKeys } from '../../../lib/api/queries.ts';
import { getOldSms } from '../core/api.ts';

/** How far back see-more goes: a number's messages older than this are not offered (as the verification history). */
export const OLD_SMS_MONTHS = 6;
/** See-more ignores clicks this soon after the last one (spec 001 section 9, click debounce). */
export const SEE_MORE_GUARD_MS = 1000;

/** Where a page of messages is read: months back from the first page's month, and the page in it. */
interface Cursor {
  /** Time the months count back from (the first load's); null before the first load. */
  from: number | null;
  /** Months back from that one. */
  back: number;
  /** Page token within that month, '' for its first page. */
  nextPage: string;
}

interface OldSmsPage {
  list: CodeSms[];
  /** Where this page ended: its month, and the token of the month's next page ('' when none). */
  cursor: { from: number; back: number; nextPage: string };
}

const firstPage: Cursor = { from: null, back: 0, nextPage: '' };

async function readPage(app: string, number: string, cursor: Cursor): Promise<OldSmsPage> {
  const from = cursor.from ?? Date.now();
  const read = async (back: number, nextPage: string) => {
    const page = await getOldSms(app, number, addMonthsToKey(monthKeyOf(from), -back), nextPage || undefined);
    return { list: page.list, cursor: { from, back, nextPage: page.nextPage } };
  };
  const page = await read(cursor.back, cursor.nextPage);
  // A short current month is topped up with the previous month at once.
  if (cursor.from !== null || page.list.length >= CODE_SMS_PAGE_SIZE || page.cursor.nextPage) return page;
  const previous = await read(1, '');
  return { list: [...page.list, ...previous.list], cursor: previous.cursor };
}

/** The month's next page, else the month before, until OLD_SMS_MONTHS back. */
function nextCursor({ cursor }: OldSmsPage): Cursor | undefined {
  if (cursor.nextPage) return cursor;
  return cursor.back < OLD_SMS_MONTHS - 1 ? { ...cursor, back: cursor.back + 1, nextPage: '' } : undefined;
}

/**
 * An old number's messages: the current UTC month first (and the previous month too when that page
 * holds fewer than 20); see-more reads the month's next page or else goes back a month.
 */
export function useOldSms(app: string, number: string) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.codeSms(number, app),
    queryFn: ({ pageParam }) => readPage(app, number, pageParam),
    initialPageParam: firstPage,
    getNextPageParam: nextCursor,
    enabled: Boolean(app && number),
  });
  const lastClick = useRef(0);
  const { hasNextPage, isFetching, fetchNextPage } = query;

  const seeMore = useCallback(() => {
    const now = Date.now();
    if (now - lastClick.current < SEE_MORE_GUARD_MS || isFetching || !hasNextPage) return;
    lastClick.current = now;
    void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);

  const pages = query.data?.pages ?? [];
  return { items: pages.flatMap((page) => page.list), loading: isFetching, canSeeMore: hasNextPage, seeMore };
}
