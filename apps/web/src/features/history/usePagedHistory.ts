import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { type HistoryKind, queryKeys } from '../../lib/api/queries.ts';
import type { HistoryFrameProps } from './HistoryFrame.tsx';
import { historyMonths } from './months.ts';
import { useBottomTrigger } from './useBottomTrigger.ts';

/** Calls, SMS, subscriptions and rates load the next page within this many px of the bottom. */
export const PAGED_SCROLL_PX = 20;

/** One page of a pageNo-paged history, reduced to its rows and the month's total. */
export interface PageOf<T> {
  rows: T[];
  totalRows: number;
}

/** Fetches one page of a month of a pageNo-paged history. */
export type FetchPage<T> = (month: string, pageNo: number) => Promise<PageOf<T>>;

/**
 * A month of a pageNo-paged history (calls, SMS, subscriptions): pages are fetched one by one and
 * concatenated; there is more while fewer rows than the total have arrived and the last page had rows.
 */
export function usePagedHistory<T>(name: HistoryKind, month: string, fetchPage: FetchPage<T>) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.historyMonth(name, month),
    queryFn: ({ pageParam }) => fetchPage(month, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPageNo) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return last.rows.length > 0 && loaded < last.totalRows ? lastPageNo + 1 : undefined;
    },
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const pages = query.data?.pages ?? [];
  return {
    rows: pages.flatMap((page) => page.rows),
    total: pages[0]?.totalRows ?? 0,
    loading: query.isPending,
    loadingMore: isFetchingNextPage,
    error: query.error,
    hasMore: hasNextPage,
    loadMore,
  };
}

/**
 * Everything a pageNo-paged history shows around its rows: the last `monthCount` UTC month tabs (the
 * current one selected), paging by scroll or button, and the frame's total, loading and empty states.
 * The caller spreads `frame` into a HistoryFrame and renders `rows` inside it.
 */
export function usePagedHistoryFrame<T>(id: HistoryKind, monthCount: number, fetchPage: FetchPage<T>) {
  const months = useMemo(() => historyMonths(monthCount), [monthCount]);
  const [month, setMonth] = useState(months[0] ?? '');
  const history = usePagedHistory(id, month, fetchPage);
  const onScroll = useBottomTrigger({
    threshold: PAGED_SCROLL_PX,
    enabled: history.hasMore && !history.loadingMore,
    onReach: history.loadMore,
  });
  const frame = {
    id,
    months,
    month,
    onMonth: setMonth,
    total: history.total,
    loading: history.loading,
    loadingMore: history.loadingMore,
    error: history.error,
    empty: history.rows.length === 0,
    onScroll,
    onLoadMore: history.loadMore,
    hasMore: history.hasMore,
  } satisfies Omit<HistoryFrameProps, 'title' | 'children'>;
  return { rows: history.rows, frame };
}
