/// <reference lib="webworker" />
import { KEEP_FILES, type KeepFilesMessage } from './messages.ts';
import { openNotified, showPushed } from './notifications.ts';
import { shellRouteOf } from './shellRoutes.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * The app shell offline: the brand's page as last served, and every fingerprinted file the app has
 * loaded, so a reload with the server or the network away still opens the app, which then shows the
 * conversations it keeps (IndexedDB) read-only, with its connection notice. A new deploy's page
 * replaces the kept one on the next load with the server reachable.
 */
const CACHE_VERSION = 1;
const PAGE_CACHE = `sb-page-v${CACHE_VERSION}`;
const ASSET_CACHE = `sb-assets-v${CACHE_VERSION}`;
/** Every app address answers the same page (the app reads its place from the address). */
const PAGE_KEY = '/';

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const kept = new Set([PAGE_CACHE, ASSET_CACHE]);
      for (const name of await caches.keys()) if (!kept.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The fingerprinted files a page loads (its boot data, e.g. recharge prices, may change without a deploy). */
function assetsOf(html: string): string {
  return (html.match(/\/assets\/[^"']+/g) ?? []).join(' ');
}

async function page(request: Request): Promise<Response> {
  const cache = await caches.open(PAGE_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const previous = await cache.match(PAGE_KEY);
      const fresh = response.clone();
      // A page loading other files is a new deploy: the old fingerprinted files are asked for no more.
      if (
        previous !== undefined &&
        assetsOf(await previous.text()) !== assetsOf(await fresh.clone().text())
      ) {
        await caches.delete(ASSET_CACHE);
      }
      await cache.put(PAGE_KEY, fresh);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(PAGE_KEY);
    if (kept !== undefined) return kept;
    throw error;
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSET_CACHE);
  const kept = await cache.match(request);
  if (kept !== undefined) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * Keeps what the page loaded before this worker controlled it (its first visit): the page itself and
 * its fingerprinted files, so the very next reload can already open without the server.
 */
async function keepFiles(urls: readonly string[]): Promise<void> {
  const pages = await caches.open(PAGE_CACHE);
  if ((await pages.match(PAGE_KEY)) === undefined) {
    const response = await fetch(PAGE_KEY);
    if (response.ok) await pages.put(PAGE_KEY, response);
  }
  const assets = await caches.open(ASSET_CACHE);
  const own = urls.filter((url) => shellRouteOf(new URL(url, self.location.origin), 'no-cors') === 'asset');
  await Promise.all(
    own.map(async (url) => {
      if ((await assets.match(url)) !== undefined) return;
      const response = await fetch(url);
      if (response.ok) await assets.put(url, response);
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data as Partial<KeepFilesMessage> | null;
  if (data?.kind === KEEP_FILES && Array.isArray(data.urls)) {
    event.waitUntil(keepFiles(data.urls).catch(() => undefined));
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const route = shellRouteOf(url, request.mode);
  if (route === 'page') event.respondWith(page(request));
  else if (route === 'asset') event.respondWith(asset(request));
});

// Web Push: a new message while no window of the app is in view.
self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    data = null;
  }
  event.waitUntil(showPushed(data));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotified(event.notification));
});
