import type { ListFilters } from './router.ts';

/** The list's page from the address (`page`, counted from 1 as people read it), counted from 0. */
export function pageOf(filters: ListFilters): number {
  const page = Number(filters.page ?? '1');
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/** The filters with the page counted from 0 written as people read it (the first page left out). */
export function withPage(filters: ListFilters, page: number): ListFilters {
  const { page: _ignored, ...rest } = filters;
  return page > 0 ? { ...rest, page: String(page + 1) } : rest;
}

/** A filter's value, or undefined when it is blank. */
export const blankless = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();
