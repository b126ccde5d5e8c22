import type { QueryClient } from '@tanstack/react-query';

let attached: QueryClient | null = null;

/**
 * Names the query client the chats feature writes into from outside React (socket events, sends,
 * deletes). The app's providers attach theirs, so a test that renders with its own client gets
 * that one.
 */
export function attachChatsCache(client: QueryClient): void {
  attached = client;
}

/** The query client holding the chats feature's server data. */
export function chatsCache(): QueryClient {
  if (!attached) throw new Error('the query client is not attached yet (render inside the app providers)');
  return attached;
}
