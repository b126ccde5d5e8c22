import { type AddressBook, MAX_ADDRESS_BOOK_SIZE, Retcode } from '@switchboard/protocol';
import { AppError } from '../../errors.ts';
import { say } from '../../text/sentence.ts';
import type { ContactFields } from './contacts.repo.ts';

/** Most live contacts one account may keep. */
export const MAX_CONTACTS = MAX_ADDRESS_BOOK_SIZE;
/** Most ids one delCloudAddressBook call may name: a whole address book. */
export const MAX_DELETE_IDS = MAX_ADDRESS_BOOK_SIZE;
/** What a contact id looks like: the UUIDs this server makes. */
export const CONTACT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored columns of a validated contact. */
export function toFields(book: AddressBook): ContactFields {
  return {
    name: book.name,
    email: book.email,
    company_name: book.companyName,
    note: book.note,
    phones: JSON.stringify(book.phoneList.map(({ telCode, phone, tag }) => ({ telCode, phone, tag }))),
  };
}

/** The refusal of a new contact in a full address book. */
export function addressBookFull(): AppError {
  return new AppError(
    Retcode.INVALID_PARAMETER,
    `addressBook: the address book is full (at most ${MAX_CONTACTS} contacts); delete some first`,
    { say: say('contactsMax', { count: MAX_CONTACTS }) },
  );
}
