import type { ConsoleCallQueryInput } from '@switchboard/protocol';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callConsole } from '../../lib/api/client.ts';

/** The filters and page of the inventory list. */
export type NumberListQuery = ConsoleCallQueryInput<'consoleNumbers'>;

/** The filters and page of the verification pool. */
export type CodePoolQuery = ConsoleCallQueryInput<'consoleCodePool'>;

/** The country, kind and area code of the numbers looked for in the carrier's stock. */
export type CarrierSearchQuery = ConsoleCallQueryInput<'consoleCarrierSearch'>;

/**
 * Query keys of the inventory and the pool, all under one root: an import, a release, a restore, a
 * gift, a purchase from the carrier, a give-back or a change of the pool makes them all stale (a
 * number moved into the pool leaves the market).
 */
export const numberKeys = {
  all: ['numbers'] as const,
  page: (query: NumberListQuery) => ['numbers', query] as const,
  plans: (number: string) => ['numbers', 'plans', number] as const,
  pool: (query: CodePoolQuery) => ['numbers', 'pool', query] as const,
};

/**
 * Query keys of the carrier's stock, outside the numbers root: a change of the inventory must not
 * ask the carrier again (each search is a call to it); a purchase marks its offer in place instead.
 */
const carrierKeys = {
  search: (query: CarrierSearchQuery) => ['carrierStock', query] as const,
};

/** One page of the inventory. */
export const numberPageQuery = (query: NumberListQuery) =>
  queryOptions({
    queryKey: numberKeys.page(query),
    queryFn: () => callConsole('consoleNumbers', { query }),
    placeholderData: keepPreviousData,
  });

/** The plans a number may be given on. */
export const numberPlansQuery = (number: string) =>
  queryOptions({
    queryKey: numberKeys.plans(number),
    queryFn: () => callConsole('consoleNumberPlans', { query: { number } }),
  });

/** One page of the verification pool. */
export const codePoolQuery = (query: CodePoolQuery) =>
  queryOptions({
    queryKey: numberKeys.pool(query),
    queryFn: () => callConsole('consoleCodePool', { query }),
    placeholderData: keepPreviousData,
  });

/** The numbers the carrier offers for a search; asked only when the operator searches. */
export const carrierSearchQuery = (query: CarrierSearchQuery) =>
  queryOptions({
    queryKey: carrierKeys.search(query),
    queryFn: () => callConsole('consoleCarrierSearch', { query }),
  });
