import type { AddressBook } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/errors.ts';
import { saveContact } from '../api/contactsApi.ts';
import { type Contact, contactFromEntry } from '../state/addressBook.ts';
import { putContact } from '../state/contactsQuery.ts';
import { parseContactsCsv } from './csv.ts';
import { type ImportPlan, planImport } from './records.ts';
import { parseVCards } from './vcard.ts';

/** The file kinds import reads. */
export type TransferFormat = 'vcard' | 'csv';

/** vCard when the name ends in .vcf/.vcard or the text holds BEGIN:VCARD, else CSV. */
export function detectFormat(fileName: string, text: string): TransferFormat {
  if (/\.(vcf|vcard)$/i.test(fileName) || /^\s*BEGIN:VCARD/im.test(text.slice(0, 2000))) return 'vcard';
  return 'csv';
}

/** Reads and validates a file's text (CsvHeaderError when a CSV has neither name nor phone column). */
export function planFromText(fileName: string, text: string): ImportPlan {
  const raws = detectFormat(fileName, text) === 'vcard' ? parseVCards(text) : parseContactsCsv(text);
  return planImport(raws);
}

/** The client's contact for a saved address book. */
export function contactFromSaved(book: AddressBook, id: string, updateTime: number): Contact | undefined {
  return contactFromEntry({ id, addressBook: JSON.stringify(book), deleted: false, updateTime });
}

/** One contact the server refused, with its message. */
export interface ImportFailure {
  name: string;
  message: string;
}

/** How an import ended. */
export interface ImportOutcome {
  saved: number;
  failed: ImportFailure[];
  /** True when a network failure stopped the import; later contacts were not tried. */
  stopped: boolean;
}

/**
 * Saves contacts one after another, putting each in the cached address book as it is saved. A
 * refused contact is recorded and the rest continue; a network failure stops the import.
 */
export async function importContacts(
  client: QueryClient,
  books: readonly AddressBook[],
  onProgress: (done: number, total: number) => void = () => {},
  save: typeof saveContact = saveContact,
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { saved: 0, failed: [], stopped: false };
  for (const [index, book] of books.entries()) {
    try {
      const { id, updateTime } = await save(book);
      const contact = contactFromSaved(book, id, updateTime);
      if (contact) await putContact(client, contact);
      outcome.saved += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind === 'network') {
        outcome.stopped = true;
        return outcome;
      }
      outcome.failed.push({ name: book.name, message: error.retmsg || error.message });
    }
    onProgress(index + 1, books.length);
  }
  return outcome;
}
