import { MONEY_SCALE, type UiLanguage } from '@switchboard/protocol';
import { queryOptions } from '@tanstack/react-query';
import { callConsole } from '../../lib/api/client.ts';

/** Query keys of the catalogue; an edit makes its half stale. */
export const catalogueKeys = {
  rates: ['catalogue', 'rates'] as const,
  // The server names the countries in the operator's language.
  rateSearch: (q: string, language: UiLanguage) => ['catalogue', 'rates', q, language] as const,
  banners: ['catalogue', 'banners'] as const,
};

/** The rates whose key or country holds the search. */
export const ratesQuery = (q: string, language: UiLanguage) =>
  queryOptions({
    queryKey: catalogueKeys.rateSearch(q, language),
    queryFn: () => callConsole('consoleRates', { query: q === '' ? {} : { q } }),
  });

/** Every banner ad, in order. */
export const bannersQuery = () =>
  queryOptions({ queryKey: catalogueKeys.banners, queryFn: () => callConsole('consoleBanners', {}) });

/** An amount of ten-thousandths as people write money, without trailing zeros ("0.006", "1"). */
export function amountText(amount: number): string {
  const whole = Math.floor(amount / MONEY_SCALE);
  const fraction = String(amount % MONEY_SCALE)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}
