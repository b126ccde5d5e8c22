import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

/** One page of a pageNo-paged history, reduced to its rows and the month's total. */
export interface PageOf<T> {
  rows: T[];
  totalRows: number;
}

/**
 * A month of a pageNo-paged history (calls, SMS, subscriptions): pages are fetched one by one and
 * concatenated; there is more while fewer rows than the total have arrived and the last page had rows.
 */
export function usePagedHistory<T>(
  name: string,
  month: string,
  fetchPage: (month: string, pageNo: number) => Promise<PageOf<T>>,
) {
  const query = useInfiniteQuery({
    queryKey: ['history', name, month],
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
