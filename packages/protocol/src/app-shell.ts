/**
 * The installable app's own files, answered by the server per brand host (each brand's address is
 * its own origin, so each has its own manifest, icon, service worker and caches).
 */

/** The brand's web app manifest (name, colours, icon, start address). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
/** The brand's icon: its logo, as SVG. */
export const BRAND_ICON_PATH = '/icon.svg';
/** The service worker that keeps the app shell for offline use; built from apps/web/src/sw. */
export const SERVICE_WORKER_PATH = '/sw.js';
/** Where the built client keeps its fingerprinted files (Vite's assets directory). */
export const ASSETS_PATH = '/assets/';
