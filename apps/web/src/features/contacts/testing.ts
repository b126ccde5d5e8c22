import type { QueryClient } from '@tanstack/react-query';
import type { Contact } from './state/addressBook.ts';
import { contactsQuery } from './state/contactsQuery.ts';

/**
 * What tests outside the contacts feature use of it: the home country the form and the importer use,
 * and an address book loaded with given contacts.
 */
export { useHomeCountry } from './lib/homeCountry.ts';

/** Makes `contacts` the page's address book, as if its first sync had brought them. */
export function loadAddressBook(client: QueryClient, contacts: readonly Contact[]): void {
  const byId = Object.fromEntries(contacts.map((contact) => [contact.id, contact]));
  const syncedUntil = Math.max(0, ...contacts.map((contact) => contact.updateTime));
  client.setQueryData(contactsQuery.queryKey, { byId, syncedUntil });
}
