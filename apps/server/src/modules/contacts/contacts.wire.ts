import {
  type AddressBook,
  type AddressBookEntry,
  type DerivedPhone,
  formatPhone,
  toWireContact,
} from '@switchboard/protocol';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { ContactRow } from '../../db/types.ts';

/**
 * A saved phone's derived forms: its national number without a trunk prefix ("01632 960983" saved
 * under 44 is 1632960983) and the international format people read ("+44 1632 960983"). A number
 * the library cannot read keeps the national number as it was saved.
 */
export function derivePhone(telCode: string, phone: string): DerivedPhone {
  const parsed = parsePhoneNumberFromString(phone, { defaultCallingCode: telCode });
  const national =
    parsed?.isPossible() && parsed.countryCallingCode === telCode ? parsed.nationalNumber : phone;
  return { shortPhone: national, formatPhone: formatPhone(telCode, phone) };
}

/** The stored fields of a live row as a contact. */
export function bookOfRow(row: ContactRow): AddressBook {
  return {
    name: row.name,
    email: row.email,
    companyName: row.company_name,
    note: row.note,
    phoneList: JSON.parse(row.phones) as AddressBook['phoneList'],
  };
}

/** A stored row as an address book entry: the flat wire shape JSON-encoded, or '' for a tombstone. */
export function toEntry(row: ContactRow): AddressBookEntry {
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    addressBook: deleted ? '' : JSON.stringify(toWireContact(row.id, bookOfRow(row), derivePhone)),
    deleted,
    updateTime: Number(row.update_time),
  };
}
