import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { queryKeys } from './keys.ts';

/** Message hits per page of a search. */
export const SEARCH_PAGE_SIZE = 20;

/**
 * The account's messages containing `text`, newest first, page after page continued by the
 * server's cursor. Kept a minute: typing back to an earlier text shows its hits at once.
 */
export const messageSearchQuery = (text: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.messageSearch(text),
    queryFn: ({ pageParam }) =>
      callApi('searchMessages', {
        query: { q: text, limit: SEARCH_PAGE_SIZE, before: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 60_000,
  });
