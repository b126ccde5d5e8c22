import type { AddressBookEntry, ContactTag } from '@switchboard/protocol';
import { addressBookSchema, readAddressBookInput } from '@switchboard/protocol';

/** One phone of a contact, with its full number (calling code plus national number). */
export interface ContactPhoneView {
  telCode: string;
  /** The number as saved (what the form edits). */
  phone: string;
  tag: ContactTag;
  /** The national number without a trunk prefix (the server's derived shortPhone). */
  shortPhone: string;
  /** Calling code followed by the national number, digits only (how chats name the number). */
  full: string;
}

/** A phone's view; `shortPhone` defaults to the saved number when the server sent none. */
export function phoneView(
  telCode: string,
  phone: string,
  tag: ContactTag,
  shortPhone = phone,
): ContactPhoneView {
  return { telCode, phone, tag, shortPhone, full: `${telCode}${shortPhone}` };
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

/**
 * Decodes a wire entry (the flat shape of spec section 3, phone0..4 with their derived shortPhone0..4,
 * or a phoneList); undefined for a tombstone or an entry whose JSON does not parse.
 */
export function contactFromEntry(entry: AddressBookEntry): Contact | undefined {
  if (entry.deleted) return undefined;
  const raw = readAddressBookInput(entry.addressBook);
  const parsed = addressBookSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const book = parsed.data;
  const wire = raw as Record<string, unknown>;
  // The derived national numbers line up with the slots only when every slot was filled in order.
  const shortOf = (index: number) => {
    const value = wire[`shortPhone${index}`];
    return typeof value === 'string' && /^\d+$/.test(value) ? value : undefined;
  };
  return {
    id: entry.id,
    name: book.name,
    email: book.email,
    companyName: book.companyName,
    note: book.note,
    phones: book.phoneList.map((item, index) =>
      phoneView(item.telCode, item.phone, item.tag, shortOf(index)),
    ),
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

/** Puts several saved contacts in place at once (the sync time stays put, as for one). */
export function withContacts(book: ContactsBook, contacts: readonly Contact[]): ContactsBook {
  const byId = { ...book.byId };
  for (const contact of contacts) byId[contact.id] = contact;
  return { ...book, byId };
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
