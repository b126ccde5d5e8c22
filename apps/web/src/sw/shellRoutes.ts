import { ASSETS_PATH, tabIds } from '@switchboard/protocol';

/** How the service worker answers a GET of its own origin. */
export type ShellRoute = 'page' | 'asset' | 'network';

/**
 * The page (network first, the last good copy when the server cannot be reached) for the app's own
 * addresses; fingerprinted assets from the cache once fetched; everything else (the API, the socket,
 * media, the console, the simulator and sandbox pages) straight to the network, untouched.
 */
export function shellRouteOf(url: URL, mode: RequestMode): ShellRoute {
  if (url.pathname.startsWith(ASSETS_PATH)) return 'asset';
  if (mode !== 'navigate') return 'network';
  const first = url.pathname.split('/')[1] ?? '';
  return first === '' || first === 'index.html' || (tabIds as readonly string[]).includes(first)
    ? 'page'
    : 'network';
}
