import type { ConsoleCallQueryInput } from '@switchboard/protocol';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callConsole } from '../../lib/api/client.ts';

/** The filters and page of the inventory list. */
export type NumberListQuery = ConsoleCallQueryInput<'consoleNumbers'>;

/** The filters and page of the verification pool. */
export type CodePoolQuery = ConsoleCallQueryInput<'consoleCodePool'>;

/**
 * Query keys of the inventory and the pool, all under one root: an import, a release, a restore, a
 * gift or a change of the pool makes them all stale (a number moved into the pool leaves the market).
 */
export const numberKeys = {
  all: ['numbers'] as const,
  page: (query: NumberListQuery) => ['numbers', query] as const,
  plans: (number: string) => ['numbers', 'plans', number] as const,
  pool: (query: CodePoolQuery) => ['numbers', 'pool', query] as const,
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
