import type { Contact } from '../state/contactsStore.ts';
import { spellName } from './pinyin.ts';

const PHONE_QUERY = /^[\d\s+()\-.]+$/;
const LATIN_QUERY = /^[a-z\s]+$/;

/**
 * True when the contact matches a search: the name contains the query (case-insensitive); a query
 * of Latin letters also matches the name's pinyin ("zhang" finds 张三) or its initials ("zs"); a
 * query made of digits and phone punctuation matches one of its phones containing those digits.
 */
export function matchesContactSearch(contact: Contact, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (!text) return true;
  if (contact.name.toLowerCase().includes(text)) return true;
  if (LATIN_QUERY.test(text)) {
    const letters = text.replace(/\s+/g, '');
    const spelled = spellName(contact.name);
    return spelled.full.includes(letters) || spelled.initials.startsWith(letters);
  }
  if (!PHONE_QUERY.test(text)) return false;
  const digits = text.replace(/\D/g, '');
  if (!digits) return false;
  return contact.phones.some(
    (phone) =>
      phone.full.includes(digits) || phone.phone.includes(digits) || phone.shortPhone.includes(digits),
  );
}
