import { ASSETS_PATH, SERVICE_WORKER_PATH } from '@switchboard/protocol';
import { KEEP_FILES, type KeepFilesMessage } from '../sw/messages.ts';

/** The fingerprinted files this page has loaded so far. */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(
      (name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith(ASSETS_PATH),
    );
}

/**
 * Registers the service worker that keeps the app shell for offline use (src/sw), once the page has
 * loaded so it never competes with the first screen. Only the built app has one; a browser without
 * service workers (or a private window refusing them) runs the app as before.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH)
      .then(async () => {
        const ready = await navigator.serviceWorker.ready;
        const message: KeepFilesMessage = { kind: KEEP_FILES, urls: loadedAssets() };
        ready.active?.postMessage(message);
      })
      .catch((error: unknown) => {
        console.warn('service worker registration failed', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
