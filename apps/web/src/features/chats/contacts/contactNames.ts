import { useBrand } from '../../../lib/runtime.ts';
import { type Contact, useContacts } from '../../contacts/index.ts';

const indexes = new WeakMap<Record<string, Contact>, Map<string, Contact>>();

/** Contacts by each of their full numbers, built once per address book state. */
export function contactIndex(byId: Record<string, Contact>): Map<string, Contact> {
  let index = indexes.get(byId);
  if (!index) {
    index = new Map();
    for (const contact of Object.values(byId)) {
      for (const phone of contact.phones) if (!index.has(phone.full)) index.set(phone.full, contact);
    }
    indexes.set(byId, index);
  }
  return index;
}

/** The saved contact that has this full number, if any (re-renders when the address book changes). */
export function useContactFor(fullNumber: string | undefined): Contact | undefined {
  return useContacts((state) => (fullNumber ? contactIndex(state.byId).get(fullNumber) : undefined));
}

/** The saved name of a full number, read outside React (notifications). */
export function contactNameFor(fullNumber: string): string | undefined {
  return contactIndex(useContacts.getState().byId).get(fullNumber)?.name;
}

/** True when the brand has the contacts tab (the address book, the picker and adding contacts). */
export function useContactsEnabled(): boolean {
  return useBrand().tabs.includes('contacts');
}

/**
 * The spec's add-to-contacts rule: offered only when the short phone is all digits, the chat is
 * not new, and the number is not already a contact nor named.
 */
export function canAddToContacts({
  shortPhone,
  composingNew,
  contact,
  name,
}: {
  shortPhone: string;
  composingNew: boolean;
  contact: Contact | undefined;
  name: string | undefined;
}): boolean {
  return /^\d+$/.test(shortPhone) && !composingNew && contact === undefined && !name;
}
