import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/api/queries.ts';
import { removeStorage, StorageKey } from '../../../lib/storage.ts';
import { fetchAddressBookChanges } from '../api/contactsApi.ts';
import {
  applyAddressBookChanges,
  type Contact,
  type ContactsBook,
  EMPTY_BOOK,
  withContact,
  withContacts,
  withoutContacts,
} from './addressBook.ts';

/** Earlier clients kept the address book in localStorage; the query cache replaced it. */
function forgetLocalStorageCopy(): void {
  removeStorage(StorageKey.contactsCache);
  removeStorage(StorageKey.contactsSyncedUntil);
}

/**
 * One sync: every change after the cached book's time (contacts and tombstones, all pages), merged
 * into the cached book. Without a cached book everything is loaded from time 0.
 */
/**
 * Whether this page has synced the address book yet. A book restored from the saved cache may be
 * older than its save time says (saves are throttled), so the first mount on a page always syncs.
 */
let syncedOnThisPage = false;

async function syncAddressBook({ client }: { client: QueryClient }): Promise<ContactsBook> {
  const before = client.getQueryData<ContactsBook>(queryKeys.contacts);
  if (!before) forgetLocalStorageCopy();
  const entries = await fetchAddressBookChanges(before?.syncedUntil ?? 0);
  syncedOnThisPage = true;
  return applyAddressBookChanges(before ?? EMPTY_BOOK, entries);
}

/** How long a book synced on this page counts as fresh (pushes keep it current meanwhile). */
const ADDRESS_BOOK_FRESH_MS = 30_000;

/** The address book query: incremental, so every fetch builds on the cached book. */
export const contactsQuery = queryOptions({
  queryKey: queryKeys.contacts,
  queryFn: syncAddressBook,
  staleTime: () => (syncedOnThisPage ? ADDRESS_BOOK_FRESH_MS : 0),
  // Each sync builds on the cached book, and names are read outside React: the book is never dropped.
  gcTime: Number.POSITIVE_INFINITY,
});

/** The cached address book; undefined before its first sync. */
export function readContactsBook(client: QueryClient): ContactsBook | undefined {
  return client.getQueryData(contactsQuery.queryKey);
}

/** Loads the changes since the cached book's time now (a sync in flight is shared); rejects on failure. */
export async function syncContacts(client: QueryClient): Promise<void> {
  await client.fetchQuery({ ...contactsQuery, staleTime: 0 });
}

/**
 * Syncs the address book this page holds, unless it already has the change made at `changedAt`
 * (another session's save or delete); without a time it always syncs. A page that never loaded the
 * address book has nothing to update: its first sync loads everything anyway.
 */
export function syncContactsIfLoaded(client: QueryClient, changedAt = Number.POSITIVE_INFINITY): void {
  const book = readContactsBook(client);
  if (!book || book.syncedUntil >= changedAt) return;
  syncContacts(client).catch((error: unknown) => console.warn('address book sync failed', error));
}

/**
 * Writes the user's own change into the cached book. A sync in flight may have been answered before
 * the change reached the server, so it is dropped and run again rather than applied over the change.
 */
async function editBook(client: QueryClient, edit: (book: ContactsBook) => ContactsBook): Promise<void> {
  const { queryKey } = contactsQuery;
  const syncing = client.isFetching({ queryKey }) > 0;
  if (syncing) await client.cancelQueries({ queryKey });
  // A book that never loaded stays unloaded: its first sync brings the change along.
  client.setQueryData(queryKey, (book) => (book ? edit(book) : book));
  if (syncing)
    syncContacts(client).catch((error: unknown) => console.warn('address book sync failed', error));
}

/** Puts a saved contact in the cached book. */
export function putContact(client: QueryClient, contact: Contact): Promise<void> {
  return editBook(client, (book) => withContact(book, contact));
}

/** Puts saved contacts in the cached book in one change (an import batch). */
export function putContacts(client: QueryClient, contacts: readonly Contact[]): Promise<void> {
  if (contacts.length === 0) return Promise.resolve();
  return editBook(client, (book) => withContacts(book, contacts));
}

/** Removes deleted contacts from the cached book. */
export function dropContacts(client: QueryClient, ids: readonly string[]): Promise<void> {
  return editBook(client, (book) => withoutContacts(book, ids));
}

/** Applies server changes to the cached book (creating it), as a sync would. */
export function applyContactChanges(
  client: QueryClient,
  entries: Parameters<typeof applyAddressBookChanges>[1],
): void {
  client.setQueryData(contactsQuery.queryKey, (book) => applyAddressBookChanges(book ?? EMPTY_BOOK, entries));
}

/** Forgets the cached address book (the next sync loads everything). */
export function forgetContacts(client: QueryClient): void {
  client.removeQueries({ queryKey: contactsQuery.queryKey });
}
