import type {
  AddressBook,
  AddressBookEntry,
  AddressBookInput,
  ImportContactsData,
  ImportRow,
  VirtualPhoneListData,
} from '@switchboard/protocol';
import {
  addressBookListDataSchema,
  deleteContactsDataSchema,
  importContactsDataSchema,
  saveContactDataSchema,
  virtualPhoneListDataSchema,
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
): Promise<{ id: string; updateTime: number; entry?: AddressBookEntry }> {
  return apiRequest('createOrUpdateCloudAddressBook', {
    method: 'POST',
    body: { ...(id ? { id } : {}), addressBook },
    schema: saveContactDataSchema,
  });
}

/** POST /importCloudAddressBook: one batch of an import; the same keys again create nothing twice. */
export function importContactBatch(rows: readonly ImportRow[]): Promise<ImportContactsData> {
  return apiRequest('importCloudAddressBook', {
    method: 'POST',
    body: { rows },
    schema: importContactsDataSchema,
  });
}

/** POST /delCloudAddressBook: deletes contacts by id (the server takes any number in one call). */
export async function deleteContacts(ids: readonly string[]): Promise<number> {
  const data = await apiRequest('delCloudAddressBook', {
    method: 'POST',
    body: { ids: ids.join(',') },
    schema: deleteContactsDataSchema,
  });
  return data.deleted;
}

/** GET /getVirtualPhoneList: the account's own numbers (their country is the default of new numbers). */
export function fetchOwnNumbers(): Promise<VirtualPhoneListData> {
  return apiRequest('getVirtualPhoneList', { schema: virtualPhoneListDataSchema });
}
