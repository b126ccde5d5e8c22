import type { QueryClient } from '@tanstack/react-query';

let appQueryClient: QueryClient | null = null;

/**
 * Registers the page's query client (bootstrap, once): code outside React (notifications, helpers
 * the contacts feature exports) reads and writes the same cache as the screens through it.
 */
export function setAppQueryClient(client: QueryClient | null): void {
  appQueryClient = client;
}

/** The page's query client; null before bootstrap registered one. */
export function getAppQueryClient(): QueryClient | null {
  return appQueryClient;
}
