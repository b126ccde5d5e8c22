import type { BrandConfig } from '@switchboard/protocol';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { type Query, QueryClient } from '@tanstack/react-query';
import type {
  AsyncStorage,
  Persister,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { ApiError } from '../lib/api/errors.ts';
import { queryKeys } from '../lib/api/keys.ts';
import { setAppQueryClient } from '../lib/api/queryClientRef.ts';
import { closeCaptcha } from '../lib/captcha.ts';
import { CACHE_KEEP_MS, CHATS_QUERY_PREFIX, trimForStorage } from '../lib/chatsCache.ts';
import { restoreColorSchemeChoice } from '../lib/colorScheme.ts';
import { logoDataUrl } from '../lib/logo.ts';
import { keepTabDataUntilChanged } from '../lib/monthlyRefresh.ts';
import { configureRuntime } from '../lib/runtime.ts';
import { onLogout } from '../lib/session.ts';
import { readStorage, StorageKey } from '../lib/storage.ts';
import { isFrontPage, resolveBrand } from './brand.ts';
import { initI18n } from './i18n.ts';
import { detectLanguage } from './language.ts';

/** Everything the React tree needs that is decided once per page load. */
export interface Boot {
  brand: BrandConfig;
  queryClient: QueryClient;
}

/** The persisted cache's key in IndexedDB. */
export const QUERY_CACHE_STORAGE_KEY = 'sb.queryCache';
/** Raised whenever the shape of persisted data changes, so an older store is dropped instead of misread. */
export const QUERY_CACHE_VERSION = '1';
/** Saves of the cache are at least this far apart (1 s). */
const PERSIST_THROTTLE_MS = 1_000;

function setFavicon(brand: BrandConfig): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.createElement('link');
  link.rel = 'icon';
  link.type = 'image/svg+xml';
  link.href = logoDataUrl(brand.logoSvg);
  document.head.appendChild(link);
}

/**
 * Whether a failed query load is tried again: once, and only when no answer came (network, an
 * unreadable answer). A server's code is its answer: asking again would only alert it again, so
 * a load refused with a code is alerted once, by its single attempt.
 */
export function retryQueryLoad(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.kind === 'retcode') return false;
  return failureCount < 1;
}

/** Creates the query client: loads retried only when no answer came, never re-alerting a code. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: retryQueryLoad, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

/**
 * First key elements of the queries kept across reloads: the chats' conversation list (with its
 * unread counts) and history pages, and the address book. Everything else is cheap to fetch again
 * or must be fresh.
 */
export const PERSISTED_QUERY_PREFIXES: readonly unknown[] = [CHATS_QUERY_PREFIX, queryKeys.contacts[0]];

/** Whether a query is saved with the cache: a loaded one under a persisted prefix. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return PERSISTED_QUERY_PREFIXES.includes(query.queryKey[0]) && query.state.status === 'success';
}

/** How the query cache is persisted: what is kept, for how long, under which version. */
export function persistOptions(persister: Persister): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: CACHE_KEEP_MS,
    buster: QUERY_CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/**
 * The persister of the query cache over a key-value storage: the chats' data trimmed to what is
 * worth keeping, as JSON, saved at most once a second.
 */
export function createCachePersister(
  storage: AsyncStorage<string>,
  throttleTime = PERSIST_THROTTLE_MS,
): Persister {
  return createAsyncStoragePersister({
    storage,
    key: QUERY_CACHE_STORAGE_KEY,
    throttleTime,
    serialize: (client) => JSON.stringify({ ...client, clientState: trimForStorage(client.clientState) }),
  });
}

/**
 * The app's persister: IndexedDB (no localStorage quota to run into); null where IndexedDB is
 * unavailable (some private modes), which then runs without persistence.
 */
export function createIndexedDbPersister(): Persister | null {
  if (typeof indexedDB === 'undefined') return null;
  let store: ReturnType<typeof createStore>;
  try {
    store = createStore('switchboard', 'queryCache');
  } catch (error) {
    console.warn('IndexedDB is unavailable; the cache is not kept across reloads', error);
    return null;
  }
  return createCachePersister({
    getItem: (key) => get<string>(key, store).then((value) => value ?? null),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
  });
}

/** The persister each app query client saves through (the providers look it up). */
const persisters = new WeakMap<QueryClient, Persister>();

/** The persister of a query client, if it has one (a test's client has none). */
export function persisterOf(client: QueryClient): Persister | undefined {
  return persisters.get(client);
}

/**
 * Resolves brand, front-page mode, language and appearance from the page, starts i18n, creates
 * the query client with its persister, and registers what a logout must clear (server data in
 * memory and in IndexedDB, an open captcha; the shell closes the socket).
 */
export function bootstrap(): Boot {
  const brand = resolveBrand(document, window.location);
  const language = detectLanguage({
    stored: readStorage(StorageKey.language),
    search: window.location.search,
    brand,
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  configureRuntime({ brand, front: isFrontPage(window.location.search), language });
  initI18n(language);
  // Before the first render, which then paints the chosen scheme rather than the system's first.
  restoreColorSchemeChoice();
  setFavicon(brand);

  const queryClient = createQueryClient();
  keepTabDataUntilChanged(queryClient);
  setAppQueryClient(queryClient);
  const persister = createIndexedDbPersister();
  if (persister) persisters.set(queryClient, persister);
  onLogout(() => {
    queryClient.clear();
    void Promise.resolve(persister?.removeClient()).catch((error: unknown) =>
      console.warn('the stored cache could not be removed', error),
    );
  });
  onLogout(closeCaptcha);
  return { brand, queryClient };
}
