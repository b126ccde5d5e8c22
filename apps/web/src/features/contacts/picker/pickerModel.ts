import type { PickedRecipient } from '../../../components/recipientPicker.ts';
import { matchesContactSearch } from '../lib/search.ts';
import type { Contact, ContactPhoneView } from '../state/contactsStore.ts';

/** Height of one picker row (spec: 62 px). */
export const PICKER_ROW_HEIGHT = 62;
/** Rows visible before the picker scrolls. */
export const PICKER_VISIBLE_ROWS = 6;
/** Phones a picker row shows. */
export const PICKER_ROW_PHONES = 3;

/** Contacts that match what is typed in the To field (name, or digits of any phone). */
export function filterPickerContacts(sorted: readonly Contact[], query: string): Contact[] {
  const text = query.trim();
  return text ? sorted.filter((contact) => matchesContactSearch(contact, text)) : [...sorted];
}

/** The chat partner of a contact's phone (with the contact's name). */
export function partnerOf(contact: Contact, phone: ContactPhoneView): PickedRecipient {
  return {
    name: contact.name,
    noName: false,
    phone: phone.full,
    telCode: phone.telCode,
    shortPhone: phone.shortPhone,
  };
}

/**
 * What picking a contact does: one phone picks it at once; several ask which (the overlay). The
 * phone to pick, or null when the overlay must ask.
 */
export function phoneToPick(contact: Contact): ContactPhoneView | null {
  return contact.phones.length === 1 ? (contact.phones[0] ?? null) : null;
}
