import type { AddressBook, AddressBookEntry, AddressBookInput } from '@switchboard/protocol';
import {
  addressBookListDataSchema,
  deleteContactsDataSchema,
  saveContactDataSchema,
} from '@switchboard/protocol';
import { apiRequest } from '../../../lib/api/client.ts';

/** Page size of address book loads. */
export const ADDRESS_BOOK_PAGE_SIZE = 500;

/** GET /getCloudAddressBook: every change after `since` (contacts and tombstones), all pages. */
export async function fetchAddressBookChanges(since: number): Promise<AddressBookEntry[]> {
  const entries: AddressBookEntry[] = [];
  let startTime: number | undefined;
  for (;;) {
    const data = await apiRequest('getCloudAddressBook', {
      query: { pageSize: ADDRESS_BOOK_PAGE_SIZE, since, ...(startTime === undefined ? {} : { startTime }) },
      schema: addressBookListDataSchema,
    });
    entries.push(...data.addressBookList);
    if (data.nextStartTime === null) return entries;
    startTime = data.nextStartTime;
  }
}

/** POST /createOrUpdateCloudAddressBook: creates (no id) or updates a contact. */
export function saveContact(
  addressBook: AddressBook | AddressBookInput,
  id?: string,
): Promise<{ id: string; updateTime: number }> {
  return apiRequest('createOrUpdateCloudAddressBook', {
    method: 'POST',
    body: { ...(id ? { id } : {}), addressBook },
    schema: saveContactDataSchema,
  });
}

/** POST /delCloudAddressBook: deletes contacts by id. */
export async function deleteContacts(ids: readonly string[]): Promise<number> {
  const data = await apiRequest('delCloudAddressBook', {
    method: 'POST',
    body: { ids: ids.join(',') },
    schema: deleteContactsDataSchema,
  });
  return data.deleted;
}
