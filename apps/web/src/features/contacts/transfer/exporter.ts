import type { AddressBook } from '@switchboard/protocol';
import { sortContacts } from '../lib/order.ts';
import type { Contact } from '../state/contactsStore.ts';
import { serializeContactsCsv } from './csv.ts';
import type { TransferFormat } from './importer.ts';
import { serializeVCards } from './vcard.ts';

/** A contact's fields as files carry them. */
export function bookOf(contact: Contact): AddressBook {
  return {
    name: contact.name,
    email: contact.email,
    companyName: contact.companyName,
    note: contact.note,
    // The national number: "+44 1632 960983", never "+44 01632 960983" with its trunk prefix.
    phoneList: contact.phones.map(({ telCode, shortPhone, tag }) => ({ telCode, phone: shortPhone, tag })),
  };
}

/** File text of contacts (sorted as the list shows them) in a format. */
export function exportText(contacts: readonly Contact[], format: TransferFormat): string {
  const books = sortContacts(contacts).map(bookOf);
  return format === 'vcard' ? serializeVCards(books) : serializeContactsCsv(books);
}

/** Download name of an export, e.g. contacts-2024-05-01.vcf. */
export function exportFileName(format: TransferFormat, now = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return `contacts-${day}.${format === 'vcard' ? 'vcf' : 'csv'}`;
}

/** Saves text as a file download (a Blob and a temporary anchor). */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Exports contacts as a .vcf or .csv download. */
export function exportContacts(contacts: readonly Contact[], format: TransferFormat): void {
  const type = format === 'vcard' ? 'text/vcard;charset=utf-8' : 'text/csv;charset=utf-8';
  downloadText(exportFileName(format), exportText(contacts, format), type);
}
