import type { Contact } from '../state/contactsStore.ts';

const PHONE_QUERY = /^[\d\s+()\-.]+$/;

/**
 * True when the contact matches a search: the name contains the query (case-insensitive), or, for
 * a query made of digits and phone punctuation, one of its phones contains those digits.
 */
export function matchesContactSearch(contact: Contact, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (!text) return true;
  if (contact.name.toLowerCase().includes(text)) return true;
  if (!PHONE_QUERY.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  if (!digits) return false;
  return contact.phones.some((phone) => phone.full.includes(digits) || phone.phone.includes(digits));
}
