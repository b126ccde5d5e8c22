import type {
  AddressBook,
  AddressBookEntry,
  AddressBookInput,
  ImportContactsData,
  ImportRow,
} from '@switchboard/protocol';
import { callApi } from '../../../lib/api/client.ts';

/** Page size of address book loads. */
export const ADDRESS_BOOK_PAGE_SIZE = 500;

/** Every change after `since` (contacts and tombstones), all pages. */
export async function fetchAddressBookChanges(since: number): Promise<AddressBookEntry[]> {
  const entries: AddressBookEntry[] = [];
  let startTime: number | undefined;
  for (;;) {
    const data = await callApi('getCloudAddressBook', {
      query: { pageSize: ADDRESS_BOOK_PAGE_SIZE, since, ...(startTime === undefined ? {} : { startTime }) },
    });
    entries.push(...data.addressBookList);
    if (data.nextStartTime === null) return entries;
    startTime = data.nextStartTime;
  }
}

/** Creates (no id) or updates a contact. */
export function saveContact(
  addressBook: AddressBook | AddressBookInput,
  id?: string,
): Promise<{ id: string; updateTime: number; entry?: AddressBookEntry }> {
  // The server fills the fields an input leaves out before it reads the contact.
  const contact = addressBook as AddressBook;
  return callApi('createOrUpdateCloudAddressBook', { body: { ...(id ? { id } : {}), addressBook: contact } });
}

/** One batch of an import; the same keys again create nothing twice. */
export function importContactBatch(rows: readonly ImportRow[]): Promise<ImportContactsData> {
  return callApi('importCloudAddressBook', { body: { rows: [...rows] } });
}

/** Deletes contacts by id (the server takes any number in one call, comma-joined). */
export async function deleteContacts(ids: readonly string[]): Promise<number> {
  return (await callApi('delCloudAddressBook', { body: { ids: ids.join(',') } })).deleted;
}
