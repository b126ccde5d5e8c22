import type { AddressBookEntry } from '@switchboard/protocol';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAppQueryClient } from '../../../lib/api/queryClientRef.ts';
import { type Contact, type ContactsBook, NO_CONTACTS } from './addressBook.ts';
import {
  applyContactChanges,
  contactsQuery,
  dropContacts,
  forgetContacts,
  putContact,
  readContactsBook,
} from './contactsQuery.ts';

export type { Contact, ContactPhoneView } from './addressBook.ts';
export { contactFromEntry, findContactByNumber } from './addressBook.ts';

/** The address book as chats and the contacts screens read it (a view of the query cache). */
export interface ContactsState {
  /** Contacts by id. */
  byId: Record<string, Contact>;
  /** True once the first sync finished. */
  loaded: boolean;
  /** Latest server change time applied (ms). */
  syncedUntil: number;
  /** Applies a batch of changes (contacts and tombstones) from the server. */
  applyChanges: (entries: AddressBookEntry[]) => void;
  /** Puts one contact in place (after a save). */
  upsert: (contact: Contact) => void;
  /** Removes contacts locally (after a delete). */
  remove: (ids: readonly string[]) => void;
  /** Forgets the address book. */
  reset: () => void;
}

const views = new WeakMap<QueryClient, { book: ContactsBook | undefined; state: ContactsState }>();
const detached: ContactsState = {
  byId: NO_CONTACTS as Record<string, Contact>,
  loaded: false,
  syncedUntil: 0,
  applyChanges: () => {},
  upsert: () => {},
  remove: () => {},
  reset: () => {},
};

/** The view of one client's cached book, rebuilt only when the book changed (stable for selectors). */
function viewOf(client: QueryClient | null, book: ContactsBook | undefined): ContactsState {
  if (!client) return detached;
  const last = views.get(client);
  if (last && last.book === book) return last.state;
  const state: ContactsState = {
    byId: book?.byId ?? (NO_CONTACTS as Record<string, Contact>),
    loaded: book !== undefined,
    syncedUntil: book?.syncedUntil ?? 0,
    applyChanges: (entries) => applyContactChanges(client, entries),
    upsert: (contact) => void putContact(client, contact),
    remove: (ids) => void dropContacts(client, ids),
    reset: () => forgetContacts(client),
  };
  views.set(client, { book, state });
  return state;
}

/** Reads the address book from the cache without ever loading it (useContactsSync loads it). */
function useContactsView<T>(selector: (state: ContactsState) => T): T {
  const client = useQueryClient();
  const { data } = useQuery({ ...contactsQuery, enabled: false });
  return selector(viewOf(client, data));
}

/**
 * The address book: `useContacts(selector)` in components (re-renders when the book changes) and
 * `useContacts.getState()` outside React (notifications), both over the query cache. Outside React
 * it reads the page's query client; before one is registered the book reads as empty.
 */
export const useContacts = Object.assign(useContactsView, {
  getState: (): ContactsState => {
    const client = getAppQueryClient();
    return viewOf(client, client ? readContactsBook(client) : undefined);
  },
});
