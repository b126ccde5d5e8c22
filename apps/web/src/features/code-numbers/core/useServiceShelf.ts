import { CODE_STOCK_SHOWN, type VerificationApp } from '@switchboard/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showGeneralError } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { queryKeys } from '../../../lib/api/keys.ts';
import { appStockQuery, favouriteAppsQuery } from '../../../lib/api/verificationQueries.ts';
import { formatCharge } from '../../../lib/money.ts';
import { useBrand, useRuntime, useUiLanguage } from '../../../lib/runtime.ts';
import { useSession } from '../../../lib/session.ts';
import { setFavouriteApp } from './api.ts';
import { readRecentApps } from './recentApps.ts';
import { orderServices, type ServiceRow } from './serviceOrder.ts';

const NO_FAVOURITES: readonly string[] = [];

/**
 * The service list's data: the rows in order (favourites, recent, the rest; out of stock after those in
 * stock) for a country, whether stars are offered (a signed-in account, not a front-page visitor),
 * the star toggle, and the price and stock line of a row.
 */
export function useServiceShelf(apps: readonly VerificationApp[], country: string | null) {
  const { t } = useTranslation('verification');
  const brand = useBrand();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const front = useRuntime((state) => state.front);
  const signedIn = useSession((state) => state.token !== null);
  const canStar = signedIn && !front;
  const stock = useQuery({ ...appStockQuery(country ?? ''), enabled: country !== null });
  const favourites = useQuery({ ...favouriteAppsQuery(), enabled: canStar });
  const starred = canStar ? (favourites.data ?? NO_FAVOURITES) : NO_FAVOURITES;

  const toggle = useMutation({
    mutationFn: (change: { app: string; favourite: boolean }) =>
      setFavouriteApp(change.app, change.favourite),
    // The star moves at once; the server's answer (the account's list) then replaces the guess.
    onMutate: ({ app, favourite }) => {
      queryClient.setQueryData<string[]>(queryKeys.verificationFavourites, (list = []) =>
        favourite ? [app, ...list.filter((entry) => entry !== app)] : list.filter((entry) => entry !== app),
      );
    },
    onSuccess: (list) => queryClient.setQueryData(queryKeys.verificationFavourites, list),
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.verificationFavourites });
      showGeneralError(error instanceof ApiError ? error.retmsg : '');
    },
  });

  const rows = useMemo(
    () => orderServices(apps, { favourites: starred, recent: readRecentApps(), stock: stock.data }),
    [apps, starred, stock.data],
  );

  /** "$0.5000 per code · 12 in stock", "Out of stock", or nothing while unknown. */
  const stockLine = (row: ServiceRow): string => {
    const entry = row.stock;
    if (entry === undefined) return '';
    if (entry.available === 0 || entry.codeRate === null) return t('serviceList.outOfStock');
    const price = t('serviceList.perCode', { price: formatCharge(entry.codeRate, brand, language) });
    const count =
      entry.available > CODE_STOCK_SHOWN
        ? t('serviceList.inStockMany', { count: CODE_STOCK_SHOWN })
        : t('serviceList.inStock', { count: entry.available });
    return `${price} · ${count}`;
  };

  return {
    rows,
    canStar,
    stockLine,
    toggleFavourite: (app: string, favourite: boolean) => toggle.mutate({ app, favourite }),
  };
}
