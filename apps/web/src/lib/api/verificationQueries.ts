import type { UiLanguage } from '@switchboard/protocol';
import { HISTORY_PAGE_SIZE } from '@switchboard/protocol';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from './client.ts';
import { queryKeys } from './keys.ts';

// The verification-code service's lists: one factory per datum, each under its one key.

/**
 * The apps codes can be received for, and the countries with numbers (a public catalogue), named in
 * the interface language: the server names the countries in the language of the call.
 */
export const appListQuery = (language: UiLanguage) =>
  queryOptions({ queryKey: queryKeys.verificationAppList(language), queryFn: () => callApi('getAppList') });

/** The number options of an app in a country: the two special options, then the user's own numbers. */
export const phoneOptionsQuery = (app: string, country: string) =>
  queryOptions({
    queryKey: queryKeys.verificationOptions(app, country),
    queryFn: async () =>
      (await callApi('getVerificationCodePhoneListV2', { query: { app, code: country } })).list,
  });

/** Code rate and monthly rent of an app in a country. */
export const codeFeeQuery = (app: string, country: string) =>
  queryOptions({
    queryKey: queryKeys.verificationFee(app, country),
    queryFn: () => callApi('getCodeNumberFeeByAppV2', { query: { app, code: country } }),
  });

/** Every offered app's code rate and free numbers in a country (public; a token leaves out numbers the user had). */
export const appStockQuery = (country: string) =>
  queryOptions({
    queryKey: queryKeys.verificationStock(country),
    queryFn: async () => (await callApi('getAppStock', { query: { code: country } })).list,
  });

/** The signed-in user's starred apps, most recently starred first. */
export const favouriteAppsQuery = () =>
  queryOptions({
    queryKey: queryKeys.verificationFavourites,
    queryFn: async () => (await callApi('getFavouriteApps')).apps,
  });

/** Apps the user has verification numbers for, most recent first. */
export const accountAppsQuery = () =>
  queryOptions({
    queryKey: queryKeys.verificationApps,
    queryFn: async () => (await callApi('getAppListByAccount')).appList,
  });

/** The user's unexpired verification numbers for an app. */
export const oldNumbersQuery = (app: string) =>
  queryOptions({
    queryKey: queryKeys.verificationNumberList(app),
    queryFn: async () => (await callApi('getCodeNumberListByAccount', { query: { app } })).list,
  });

/** One month (YYYY-MM) of the verification history, page after page; app names come in `language`. */
export const codeHistoryQuery = (month: string, language: UiLanguage) =>
  infiniteQueryOptions({
    queryKey: queryKeys.verificationHistory(month, language),
    queryFn: ({ pageParam }) =>
      callApi('getSubCodeNumberList', {
        query: { ym: month, nextPage: pageParam || undefined, pageSize: HISTORY_PAGE_SIZE },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.nextPage === '' ? undefined : last.nextPage),
  });
