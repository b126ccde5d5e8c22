import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contactsQuery } from '../state/contactsQuery.ts';

/** State of the address book sync a screen keeps running while it is mounted. */
export interface ContactsSyncState {
  /** True while changes since the cached book's time are being loaded. */
  loading: boolean;
  /** True when the last sync failed. */
  failed: boolean;
  /** Syncs again (after a failure). */
  retry: () => void;
}

/**
 * Keeps the address book synced while mounted (the contacts tab, chats): the first mount loads it,
 * later mounts load the changes since the cached book's time once it is stale, and the server's
 * `contactsChanged` push syncs it meanwhile. Pass false to skip loading (e.g. no session).
 */
export function useContactsSync(enabled = true): ContactsSyncState {
  const query = useQuery({ ...contactsQuery, enabled });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { loading: query.isFetching, failed: query.isError, retry };
}
