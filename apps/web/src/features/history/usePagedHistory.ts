import { recentMonthKeys } from '@switchboard/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { PagedQuery } from '../../lib/api/pagedQueries.ts';
import type { HistoryKind } from '../../lib/api/queries.ts';
import { PAGED_SCROLL_PX, useBottomTrigger } from '../../lib/useBottomTrigger.ts';
import type { HistoryFrameProps } from './HistoryFrame.tsx';

/** The query of one month of a pageNo-paged history (a factory of lib/api/pagedQueries.ts). */
export type MonthQuery<T> = (month: string) => PagedQuery<T>;

/** A month of a pageNo-paged history (calls, SMS, subscriptions): its pages concatenated. */
export function usePagedHistory<T>(monthQuery: MonthQuery<T>, month: string) {
  const query = useInfiniteQuery(monthQuery(month));
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
export function usePagedHistoryFrame<T>(id: HistoryKind, monthCount: number, monthQuery: MonthQuery<T>) {
  const months = useMemo(() => recentMonthKeys(monthCount), [monthCount]);
  const [month, setMonth] = useState(months[0] ?? '');
  const history = usePagedHistory(monthQuery, month);
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
