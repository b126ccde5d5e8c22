import type { RateCountry, RateTab, UiLanguage } from '@switchboard/protocol';
import { HISTORY_PAGE_SIZE, PAYMENT_HISTORY_PAGE_SIZE, RATES_PAGE_SIZE } from '@switchboard/protocol';
import { infiniteQueryOptions, type QueryKey, queryOptions } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { queryKeys } from './keys.ts';

// The month histories and the rate table: one factory per list, each under its one key.

/** One page of a pageNo-paged list, reduced to its rows and the total of the whole list. */
export interface PageOf<T> {
  rows: T[];
  totalRows: number;
}

/**
 * A pageNo-paged list: pages are fetched one by one; there is more while fewer rows than the total
 * have arrived and the last page had rows.
 */
function pagedByNumber<T>(queryKey: QueryKey, fetchPage: (pageNo: number) => Promise<PageOf<T>>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPageNo) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return last.rows.length > 0 && loaded < last.totalRows ? lastPageNo + 1 : undefined;
    },
  });
}

/** The query options of a pageNo-paged list of T. */
export type PagedQuery<T> = ReturnType<typeof pagedByNumber<T>>;

/** Every paid order of a month (YYYY-MM) in one page. */
export const paymentHistoryQuery = (month: string) =>
  queryOptions({
    queryKey: queryKeys.historyMonth('payment', month),
    queryFn: () =>
      callApi('getPaymentList', { query: { pageSize: PAYMENT_HISTORY_PAGE_SIZE, pageNo: 1, date: month } }),
  });

/** A month's ledger, page after page continued by the previous page's token. */
export const billHistoryQuery = (month: string, language: UiLanguage) =>
  infiniteQueryOptions({
    queryKey: queryKeys.billMonth(month, language),
    queryFn: ({ pageParam }) =>
      callApi('getBillList', {
        query: { pageSize: HISTORY_PAGE_SIZE, nextPage: pageParam === '' ? undefined : pageParam, ym: month },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.nextPage === '' ? undefined : last.nextPage),
  });

/** A month's calls. */
export const callHistoryQuery = (month: string) =>
  pagedByNumber(queryKeys.historyMonth('call', month), async (pageNo) => {
    const data = await callApi('getCallList', {
      query: { pageSize: HISTORY_PAGE_SIZE, pageNo, date: month },
    });
    return { rows: data.callList, totalRows: data.totalRows };
  });

/** A month's messages. */
export const smsHistoryQuery = (month: string) =>
  pagedByNumber(queryKeys.historyMonth('sms', month), async (pageNo) => {
    const data = await callApi('getNormalSmsList', {
      query: { pageSize: HISTORY_PAGE_SIZE, pageNo, date: month },
    });
    return { rows: data.smsList, totalRows: data.totalRows };
  });

/** A month's number subscriptions, charges and releases. */
export const subscriptionHistoryQuery = (month: string) =>
  pagedByNumber(queryKeys.historyMonth('subscription', month), async (pageNo) => {
    const data = await callApi('getSubscriptionList', {
      query: { pageSize: HISTORY_PAGE_SIZE, pageNo, date: month },
    });
    return { rows: data.list, totalRows: data.totalRows };
  });

/** The public rates of a tab for numbers of a country, 100 rows a page. */
export const ratesQuery = (country: RateCountry, tab: RateTab) =>
  pagedByNumber(queryKeys.rates(country, tab), async (pageNo) => {
    const data = await callApi('getCountryRates', {
      query: { rateCountryCode: country, type: tab, pageSize: RATES_PAGE_SIZE, pageNo },
    });
    return { rows: data.countryRateList, totalRows: data.totalRows };
  });
