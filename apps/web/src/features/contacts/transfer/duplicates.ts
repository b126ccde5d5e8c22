import type { AddressBook } from '@switchboard/protocol';
import { MAX_CONTACT_PHONES } from '@switchboard/protocol';
import type { Contact } from '../state/addressBook.ts';
import type { ImportPlan, SkippedContact, ValidContact } from './records.ts';

/** What to do with a contact of the file whose number is already in the address book (or earlier in the file). */
export type DuplicateChoice = 'merge' | 'skip';

/** One contact to send: a new one, or a merge into an existing contact (`id`). */
export interface ImportItem {
  row: ValidContact;
  book: AddressBook;
  id?: string;
}

/** What an import will do once the duplicate choice is made. */
export interface ImportResolution {
  items: ImportItem[];
  /** Duplicates left out (skip), or merges that would change nothing. */
  skipped: SkippedContact[];
  /** Contacts of the file that share a number with the address book or an earlier contact of the file. */
  duplicates: number;
}

/** The full numbers (calling code and national number) of a contact's phones. */
function numbersOf(book: AddressBook): string[] {
  return book.phoneList.map((phone) => `${phone.telCode}${phone.phone}`);
}

/** The book a contact of the address book has. */
function bookOfContact(contact: Contact): AddressBook {
  return {
    name: contact.name,
    email: contact.email,
    companyName: contact.companyName,
    note: contact.note,
    phoneList: contact.phones.map(({ telCode, phone, tag }) => ({ telCode, phone, tag })),
  };
}

/**
 * `incoming` merged into `existing`: the existing name stays, empty email, company and note are
 * filled in, and numbers it lacks are added up to five.
 */
export function mergeBooks(existing: AddressBook, incoming: AddressBook): AddressBook {
  const known = new Set(numbersOf(existing));
  const added = incoming.phoneList.filter((phone) => !known.has(`${phone.telCode}${phone.phone}`));
  return {
    name: existing.name,
    email: existing.email || incoming.email,
    companyName: existing.companyName || incoming.companyName,
    note: existing.note || incoming.note,
    phoneList: [...existing.phoneList, ...added].slice(0, MAX_CONTACT_PHONES),
  };
}

/** Whether two books hold the same fields. */
function sameBook(a: AddressBook, b: AddressBook): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Decides what each contact of a plan becomes. A contact sharing a number with the address book
 * is a duplicate (a file imported again): merged into that contact, or skipped. A contact sharing a
 * number with an earlier contact of the same file is folded into it, or skipped, the same way.
 */
export function resolveImport(
  plan: ImportPlan,
  byId: Readonly<Record<string, Contact>>,
  choice: DuplicateChoice,
): ImportResolution {
  const owner = new Map<string, string>();
  for (const contact of Object.values(byId)) {
    for (const phone of contact.phones) if (!owner.has(phone.full)) owner.set(phone.full, contact.id);
  }
  const items: ImportItem[] = [];
  const inFile = new Map<string, ImportItem>();
  const originals = new Map<ImportItem, AddressBook>();
  const skipped: SkippedContact[] = [];
  let duplicates = 0;
  const skip = (row: ValidContact) =>
    skipped.push({ where: row.where, index: row.index, name: row.book.name, reason: 'duplicate' });

  for (const row of plan.valid) {
    const numbers = numbersOf(row.book);
    const existingId = numbers.map((number) => owner.get(number)).find((id) => id !== undefined);
    const earlier = numbers.map((number) => inFile.get(number)).find((item) => item !== undefined);
    const existing = existingId === undefined ? undefined : byId[existingId];
    if (!earlier && !existing) {
      const item: ImportItem = { row, book: row.book };
      items.push(item);
      for (const number of numbers) inFile.set(number, item);
      continue;
    }
    duplicates += 1;
    if (choice === 'skip') {
      skip(row);
      continue;
    }
    if (earlier) {
      earlier.book = mergeBooks(earlier.book, row.book);
      continue;
    }
    const current = bookOfContact(existing!);
    const item: ImportItem = { row, book: mergeBooks(current, row.book), id: existing!.id };
    originals.set(item, current);
    items.push(item);
    for (const number of numbers) inFile.set(number, item);
  }
  // A merge that adds nothing to the contact is not sent.
  const changing = items.filter((item) => {
    const original = originals.get(item);
    if (!original || !sameBook(item.book, original)) return true;
    skip(item.row);
    return false;
  });
  return { items: changing, skipped, duplicates };
}
