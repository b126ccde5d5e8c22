import { pinyin } from 'pinyin-pro';
import type { Contact } from '../state/contactsStore.ts';

/** The group of names that do not start with a letter; it comes after Z. */
export const OTHER_GROUP = '#';

const keyCache = new Map<string, string>();
const KEY_CACHE_LIMIT = 50_000;

/**
 * Lowercase sort key of a name: Chinese characters become pinyin (the first one in its surname
 * reading, so 曾 sorts under Z and 单 under S), Latin letters lose accents.
 */
export function contactSortKey(name: string): string {
  const cached = keyCache.get(name);
  if (cached !== undefined) return cached;
  const spelled = pinyin(name.trim(), {
    toneType: 'none',
    separator: '',
    nonZh: 'consecutive',
    v: true,
    surname: 'head',
  });
  const key = spelled
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (keyCache.size >= KEY_CACHE_LIMIT) keyCache.clear();
  keyCache.set(name, key);
  return key;
}

/** The A-Z group of a name by its sort key's first character, or '#' for anything else. */
export function groupLetter(name: string): string {
  const first = contactSortKey(name).charAt(0);
  return first >= 'a' && first <= 'z' ? first.toUpperCase() : OTHER_GROUP;
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Contacts ordered by group (A-Z, then '#') and by pinyin sort key within a group. */
export function sortContacts(contacts: readonly Contact[]): Contact[] {
  const keyed = contacts.map((contact) => {
    const group = groupLetter(contact.name);
    return { contact, group, key: contactSortKey(contact.name) };
  });
  keyed.sort((a, b) => {
    const aOther = a.group === OTHER_GROUP ? 1 : 0;
    const bOther = b.group === OTHER_GROUP ? 1 : 0;
    return aOther - bOther || compareKeys(a.key, b.key) || compareKeys(a.contact.id, b.contact.id);
  });
  return keyed.map((item) => item.contact);
}

/** One row of the grouped list: a group header or a contact. */
export type ContactListRow =
  | { kind: 'group'; letter: string }
  | { kind: 'contact'; contact: Contact; letter: string };

/** Indexes of the header rows of each list `groupSortedContacts` built, noted while building it. */
const headerIndexes = new WeakMap<readonly ContactListRow[], readonly number[]>();

/** Already sorted contacts with a header row in front of each group. */
export function groupSortedContacts(sorted: readonly Contact[]): ContactListRow[] {
  const rows: ContactListRow[] = [];
  const headers: number[] = [];
  let current: string | null = null;
  for (const contact of sorted) {
    const letter = groupLetter(contact.name);
    if (letter !== current) {
      headers.push(rows.length);
      rows.push({ kind: 'group', letter });
      current = letter;
    }
    rows.push({ kind: 'contact', contact, letter });
  }
  headerIndexes.set(rows, headers);
  return rows;
}

/**
 * Ascending indexes of the group header rows. Free for lists built by `groupSortedContacts`, so a
 * list of any length can be laid out without visiting its rows; any other list is scanned once.
 */
export function groupHeaderIndexes(rows: readonly ContactListRow[]): readonly number[] {
  let headers = headerIndexes.get(rows);
  if (headers === undefined) {
    const found: number[] = [];
    for (let index = 0; index < rows.length; index++) if (rows[index]?.kind === 'group') found.push(index);
    headers = found;
    headerIndexes.set(rows, headers);
  }
  return headers;
}

/** Sorted contacts with a header row in front of each group. */
export function groupContacts(contacts: readonly Contact[]): ContactListRow[] {
  return groupSortedContacts(sortContacts(contacts));
}
