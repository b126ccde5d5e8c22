import {
  type AddressBook,
  CONTACT_EMAIL_PATTERN,
  CONTACT_LIMITS,
  type ContactTag,
  formatPhone,
  MAX_CONTACT_PHONES,
} from '@switchboard/protocol';
import type { CountryCode } from 'libphonenumber-js';
import { splitPhone } from './phones.ts';

/** One phone as a file gives it: the written value and the file's type label. */
export interface RawPhone {
  value: string;
  tag: ContactTag;
}

/** One contact as read from a file, before validation. */
export interface RawContact {
  /** Where it came from: 'row' (CSV, spreadsheet numbering, header = 1) or 'card' (vCard, from 1). */
  where: 'row' | 'card';
  /** Row or card number. */
  index: number;
  name: string;
  phones: RawPhone[];
  email: string;
  company: string;
  note: string;
}

/**
 * What was changed to keep a contact: a field left out or shortened, or a name taken from another
 * field. `detail` is the value concerned (shown to the person), `count` a number of phones.
 */
export type ImportNote =
  | { kind: 'nameShortened' | 'companyShortened' | 'noteShortened'; detail: string }
  | { kind: 'nameFromCompany' | 'nameFromEmail' | 'nameFromPhone'; detail: string }
  | { kind: 'emailDropped' | 'phoneDropped' | 'extensionDropped'; detail: string }
  | { kind: 'phonesOverLimit'; count: number };

/** Why a contact of a file cannot be imported at all. */
export type SkipReason = 'phoneRequired' | 'duplicate';

/** A contact that is not imported, and why. */
export interface SkippedContact {
  where: RawContact['where'];
  index: number;
  name: string;
  reason: SkipReason;
}

/** A contact ready to save, with what was changed to keep it. */
export interface ValidContact {
  where: RawContact['where'];
  index: number;
  book: AddressBook;
  notes: ImportNote[];
}

/** What a file yields: contacts to import, contacts skipped, and phones that took the default country. */
export interface ImportPlan {
  valid: ValidContact[];
  skipped: SkippedContact[];
  /** Phones written without a country code, read as numbers of the default country. */
  assumed: number;
}

/** Maps a file's phone type label (vCard TYPE, a CSV type column) to a contact tag. */
export function tagFromType(types: readonly string[]): ContactTag {
  const words = types.flatMap((type) =>
    type
      .toLowerCase()
      .replace(/[*"]/g, '')
      .split(/[\s,;]+/),
  );
  const has = (...names: string[]) => words.some((word) => names.includes(word));
  if (has('cell', 'mobile', 'iphone', '手机', '移动电话')) return 'Mobile';
  if (has('home', '住宅', '家庭')) return 'Home';
  if (has('work', 'business', '工作', '单位')) return 'Work';
  return 'Other';
}

/** The first `max` characters (whole code points, so a Chinese name or an emoji is never cut in half). */
function shorten(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}

/** A text field kept whole when it fits, else shortened with a note. */
function fitted(text: string, max: number, kind: 'companyShortened' | 'noteShortened', notes: ImportNote[]) {
  const value = text.trim();
  if (Array.from(value).length <= max) return value;
  notes.push({ kind, detail: value });
  return shorten(value, max).trim();
}

/** The phones of a raw contact: split, empty and repeated ones dropped, at most five kept. */
function phonesOf(raw: RawContact, region: CountryCode, notes: ImportNote[]) {
  const phoneList: AddressBook['phoneList'] = [];
  const seen = new Set<string>();
  let assumed = 0;
  let over = 0;
  for (const item of raw.phones) {
    if (item.value.trim() === '') continue;
    const split = splitPhone(item.value, region);
    if (!split) {
      notes.push({ kind: 'phoneDropped', detail: item.value.trim() });
      continue;
    }
    if (split.extension) notes.push({ kind: 'extensionDropped', detail: item.value.trim() });
    const full = `${split.telCode}${split.phone}`;
    if (seen.has(full)) continue;
    seen.add(full);
    if (phoneList.length >= MAX_CONTACT_PHONES) {
      over += 1;
      continue;
    }
    if (split.assumed) assumed += 1;
    phoneList.push({ telCode: split.telCode, phone: split.phone, tag: item.tag });
  }
  if (over > 0) notes.push({ kind: 'phonesOverLimit', count: over });
  return { phoneList, assumed };
}

/** The name to save: the file's name, else the company, the email or the first phone, shortened to fit. */
function nameOf(raw: RawContact, company: string, email: string, phone: string, notes: ImportNote[]) {
  let name = raw.name.trim().replace(/\s+/g, ' ');
  if (name === '') {
    const [kind, value] = company
      ? (['nameFromCompany', company] as const)
      : email
        ? (['nameFromEmail', email] as const)
        : (['nameFromPhone', phone] as const);
    name = value;
    notes.push({ kind, detail: value });
  }
  if (Array.from(name).length > CONTACT_LIMITS.name) {
    notes.push({ kind: 'nameShortened', detail: name });
    name = shorten(name, CONTACT_LIMITS.name).trim();
  }
  return name;
}

/**
 * Turns one contact of a file into one the address book accepts without ever dropping it for a bad
 * field: an email the address book does not accept is left out, an extension is cut off a number,
 * a phone that is not a number is left out, long fields are shortened, a card without a name takes
 * its company, email or number as name. Each change becomes a note the preview shows. Only a
 * contact without any usable phone is skipped. Numbers without a country code are read as
 * numbers of `region`.
 */
export function validateRaw(
  raw: RawContact,
  region: CountryCode,
): { contact: ValidContact; assumed: number } | SkippedContact {
  const notes: ImportNote[] = [];
  const { phoneList, assumed } = phonesOf(raw, region, notes);
  if (phoneList.length === 0) {
    return { where: raw.where, index: raw.index, name: raw.name.trim(), reason: 'phoneRequired' };
  }
  const rawEmail = raw.email.trim();
  const email = rawEmail === '' || CONTACT_EMAIL_PATTERN.test(rawEmail) ? rawEmail : '';
  if (email !== rawEmail) notes.push({ kind: 'emailDropped', detail: rawEmail });
  const companyName = fitted(raw.company, CONTACT_LIMITS.company, 'companyShortened', notes);
  const note = fitted(raw.note.replace(/\r\n?/g, '\n'), CONTACT_LIMITS.note, 'noteShortened', notes);
  const first = phoneList[0]!;
  const name = nameOf(raw, companyName, email, formatPhone(first.telCode, first.phone), notes);
  return {
    contact: {
      where: raw.where,
      index: raw.index,
      book: { name, email, companyName, note, phoneList },
      notes,
    },
    assumed,
  };
}

/** Validates every contact of a file, reading numbers without a country code as numbers of `region`. */
export function planImport(raws: readonly RawContact[], region: CountryCode): ImportPlan {
  const plan: ImportPlan = { valid: [], skipped: [], assumed: 0 };
  for (const raw of raws) {
    const result = validateRaw(raw, region);
    if ('contact' in result) {
      plan.valid.push(result.contact);
      plan.assumed += result.assumed;
    } else plan.skipped.push(result);
  }
  return plan;
}
