import {
  type BrandId,
  CONSOLE_PATH,
  CONSOLE_SETUP_PAGE_PATH,
  CONSOLE_SETUP_TOKEN_PARAM,
  isBrandId,
} from '@switchboard/protocol';
import { type MouseEvent, useMemo } from 'react';
import { create } from 'zustand';

/** The catalogue's tabs in their order; each has its own address (rates at the catalogue's own). */
export const CATALOGUE_TABS = ['rates', 'plans', 'apps', 'recharge', 'banners', 'brands'] as const;
/** A tab of the catalogue. */
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];

/**
 * The console's few screens as addresses under CONSOLE_PATH. The server answers index.html for every
 * one of them, so a reload or a pasted link opens the same screen.
 */

export type Route =
  | { name: 'home' }
  | { name: 'signIn' }
  | { name: 'setup'; token: string }
  | { name: 'reviews' }
  | { name: 'users'; q: string; brand?: BrandId }
  | { name: 'user'; id: string }
  | { name: 'audit' }
  | { name: 'operators' }
  | { name: 'numbers'; view?: 'inventory' | 'pool'; filters?: ListFilters }
  | { name: 'operations' }
  | { name: 'catalogue'; tab: CatalogueTab }
  | { name: 'payments'; view: 'orders' | 'totals'; filters?: ListFilters }
  | { name: 'payment'; id: string }
  | { name: 'notFound' };

/**
 * A list's filters and page kept in the address's query, so a reload or a shared link shows the same
 * list and back and forward step through the filters; each screen reads the values it knows.
 */
export type ListFilters = Readonly<Record<string, string>>;

/** The filters of an address's query; empty values are left out. */
export function filtersOf(search: string): ListFilters {
  return Object.fromEntries([...new URLSearchParams(search)].filter(([, value]) => value !== ''));
}

/** A path with filters as its query, in a stable order so one list has one address. */
export function withFilters(path: string, filters: ListFilters = {}): string {
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries)}`;
}

interface Location {
  pathname: string;
  search: string;
}

const here = (): Location => ({ pathname: window.location.pathname, search: window.location.search });

/** The address bar as the screens read it; navigate() and the browser's back and forward change it. */
export const useLocation = create<Location>(() => here());

window.addEventListener('popstate', () => useLocation.setState(here()));

/** Moves to a console address without reloading the page. */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  useLocation.setState(here());
}

const SETUP_SUFFIX = CONSOLE_SETUP_PAGE_PATH.slice(CONSOLE_PATH.length);

/** The address of a screen. */
export function pathOf(route: Route): string {
  switch (route.name) {
    case 'home':
    case 'notFound':
      return `${CONSOLE_PATH}/`;
    case 'signIn':
      return `${CONSOLE_PATH}/sign-in`;
    case 'setup':
      return `${CONSOLE_SETUP_PAGE_PATH}?${new URLSearchParams({ [CONSOLE_SETUP_TOKEN_PARAM]: route.token })}`;
    case 'reviews':
      return `${CONSOLE_PATH}/reviews`;
    case 'users': {
      const search = new URLSearchParams(route.q === '' ? {} : { q: route.q });
      if (route.brand) search.set('brand', route.brand);
      const query = search.toString();
      return query === '' ? `${CONSOLE_PATH}/users` : `${CONSOLE_PATH}/users?${query}`;
    }
    case 'user':
      return `${CONSOLE_PATH}/users/${encodeURIComponent(route.id)}`;
    case 'audit':
      return `${CONSOLE_PATH}/audit`;
    case 'operators':
      return `${CONSOLE_PATH}/operators`;
    case 'numbers':
      return withFilters(
        route.view === 'pool' ? `${CONSOLE_PATH}/numbers/pool` : `${CONSOLE_PATH}/numbers`,
        route.filters,
      );
    case 'operations':
      return `${CONSOLE_PATH}/operations`;
    case 'catalogue':
      return route.tab === 'rates' ? `${CONSOLE_PATH}/catalogue` : `${CONSOLE_PATH}/catalogue/${route.tab}`;
    case 'payments':
      return withFilters(
        route.view === 'totals' ? `${CONSOLE_PATH}/payments/totals` : `${CONSOLE_PATH}/payments`,
        route.filters,
      );
    case 'payment':
      return `${CONSOLE_PATH}/payments/${encodeURIComponent(route.id)}`;
  }
}

/** The screen an address names. */
export function routeOf({ pathname, search }: Location): Route {
  if (pathname !== CONSOLE_PATH && !pathname.startsWith(`${CONSOLE_PATH}/`)) return { name: 'notFound' };
  const rest = pathname.slice(CONSOLE_PATH.length).replace(/\/+$/, '');
  const params = new URLSearchParams(search);
  if (rest === '') return { name: 'home' };
  if (rest === '/sign-in') return { name: 'signIn' };
  if (rest === SETUP_SUFFIX) return { name: 'setup', token: params.get(CONSOLE_SETUP_TOKEN_PARAM) ?? '' };
  if (rest === '/reviews') return { name: 'reviews' };
  if (rest === '/users') {
    const brand = params.get('brand') ?? '';
    return { name: 'users', q: params.get('q') ?? '', ...(isBrandId(brand) ? { brand } : {}) };
  }
  if (rest === '/audit') return { name: 'audit' };
  if (rest === '/operators') return { name: 'operators' };
  if (rest === '/numbers') return { name: 'numbers', view: 'inventory', filters: filtersOf(search) };
  if (rest === '/numbers/pool') return { name: 'numbers', view: 'pool', filters: filtersOf(search) };
  if (rest === '/operations') return { name: 'operations' };
  if (rest === '/catalogue') return { name: 'catalogue', tab: 'rates' };
  const catalogueTab = /^\/catalogue\/([a-z]+)$/.exec(rest)?.[1];
  const namedTab = CATALOGUE_TABS.find((tab) => tab !== 'rates' && tab === catalogueTab);
  if (namedTab) return { name: 'catalogue', tab: namedTab };
  if (rest === '/payments') return { name: 'payments', view: 'orders', filters: filtersOf(search) };
  if (rest === '/payments/totals') return { name: 'payments', view: 'totals', filters: filtersOf(search) };
  const payment = /^\/payments\/([^/]+)$/.exec(rest);
  if (payment?.[1]) return { name: 'payment', id: decodeURIComponent(payment[1]) };
  const user = /^\/users\/([^/]+)$/.exec(rest);
  if (user?.[1]) return { name: 'user', id: decodeURIComponent(user[1]) };
  return { name: 'notFound' };
}

/** The current screen. */
export function useRoute(): Route {
  return routeOf(useLocation());
}

/**
 * Props of a real link (open in a new tab, copy the address) that moves inside the page on a plain
 * click.
 */
export function linkTo(route: Route) {
  const href = pathOf(route);
  return {
    href,
    onClick: (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(href);
    },
  };
}

/**
 * The current address's list filters and a way to change them: a new history entry (back returns to
 * the previous filters), or with `replace` the same one (for each key typed in a search field).
 */
export function useListFilters(): [
  ListFilters,
  (next: ListFilters, options?: { replace?: boolean }) => void,
] {
  const { pathname, search } = useLocation();
  const filters = useMemo(() => filtersOf(search), [search]);
  const change = (next: ListFilters, options: { replace?: boolean } = {}) => {
    const path = withFilters(pathname, next);
    if (path !== `${pathname}${search}`) navigate(path, options);
  };
  return [filters, change];
}
