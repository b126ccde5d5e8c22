import type { AddressBookEntry, ContactTag } from '@switchboard/protocol';
import { addressBookSchema } from '@switchboard/protocol';

/** One phone of a contact, with its full number (calling code plus national number). */
export interface ContactPhoneView {
  telCode: string;
  phone: string;
  tag: ContactTag;
  /** Calling code followed by the national number, digits only. */
  full: string;
}

/** A contact as the client keeps it. */
export interface Contact {
  id: string;
  name: string;
  email: string;
  companyName: string;
  note: string;
  phones: ContactPhoneView[];
  /** Server change time (ms). */
  updateTime: number;
}

/** The address book as the query cache holds it (plain data, so the persister can store it). */
export interface ContactsBook {
  /** Contacts by id. */
  byId: Record<string, Contact>;
  /** Latest server change time applied (ms); the next sync asks for changes after it. */
  syncedUntil: number;
}

/** Contacts of an address book not loaded yet; one object, so selectors and indexes stay stable. */
export const NO_CONTACTS: Readonly<Record<string, Contact>> = Object.freeze({});

/** An address book before its first sync. */
export const EMPTY_BOOK: ContactsBook = { byId: NO_CONTACTS as Record<string, Contact>, syncedUntil: 0 };

/** Decodes a wire entry; undefined for a tombstone or an entry whose JSON does not parse. */
export function contactFromEntry(entry: AddressBookEntry): Contact | undefined {
  if (entry.deleted) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(entry.addressBook);
  } catch {
    return undefined;
  }
  const parsed = addressBookSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const book = parsed.data;
  return {
    id: entry.id,
    name: book.name,
    email: book.email,
    companyName: book.companyName,
    note: book.note,
    phones: book.phoneList.map((item) => ({ ...item, full: `${item.telCode}${item.phone}` })),
    updateTime: entry.updateTime,
  };
}

/** Applies a batch of server changes (contacts and tombstones) and advances the sync time. */
export function applyAddressBookChanges(
  book: ContactsBook,
  entries: readonly AddressBookEntry[],
): ContactsBook {
  if (entries.length === 0) return book;
  const byId = { ...book.byId };
  let syncedUntil = book.syncedUntil;
  for (const entry of entries) {
    syncedUntil = Math.max(syncedUntil, entry.updateTime);
    const contact = contactFromEntry(entry);
    if (contact) byId[entry.id] = contact;
    else delete byId[entry.id];
  }
  return { byId, syncedUntil };
}

/**
 * Puts one saved contact in place. The sync time stays put: changes made elsewhere before this save
 * may not be loaded yet, and advancing past them would skip them (the next sync re-reads this one).
 */
export function withContact(book: ContactsBook, contact: Contact): ContactsBook {
  return { ...book, byId: { ...book.byId, [contact.id]: contact } };
}

/** Removes deleted contacts (the sync time stays put, as for a save). */
export function withoutContacts(book: ContactsBook, ids: readonly string[]): ContactsBook {
  const byId = { ...book.byId };
  for (const id of ids) delete byId[id];
  return { ...book, byId };
}

/** The contact that has this full number (calling code and national number), and which phone. */
export function findContactByNumber(
  byId: Record<string, Contact>,
  fullNumber: string,
): { contact: Contact; phone: ContactPhoneView } | undefined {
  for (const contact of Object.values(byId)) {
    for (const phone of contact.phones) {
      if (phone.full === fullNumber) return { contact, phone };
    }
  }
  return undefined;
}
