import type { AddressBook, ContactTag } from '@switchboard/protocol';
import { addressBookSchema, cleanContactPhone, MAX_CONTACT_PHONES } from '@switchboard/protocol';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

/** Calling code used for a phone written without a leading +code. */
export const DEFAULT_TEL_CODE = '1';

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

/** Why a contact of a file was not imported; `detail` carries a message no code covers. */
export type SkipReason =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'companyTooLong'
  | 'noteTooLong'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'telCodeInvalid'
  | 'invalid';

/** A contact that cannot be imported, and why. */
export interface SkippedContact {
  where: RawContact['where'];
  index: number;
  name: string;
  reason: SkipReason;
  detail?: string;
}

/** A contact ready to save. */
export interface ValidContact {
  where: RawContact['where'];
  index: number;
  book: AddressBook;
}

const REASONS: Record<string, SkipReason> = {
  'name is required': 'nameRequired',
  'name must be at most 20 characters': 'nameTooLong',
  'email is not a valid address': 'emailInvalid',
  'company must be at most 20 characters': 'companyTooLong',
  'note must be at most 100 characters': 'noteTooLong',
  'at least one phone number is required': 'phoneRequired',
  'phone number must be digits only': 'phoneInvalid',
  'country code must be 1 to 4 digits': 'telCodeInvalid',
};

let callingCodes: Set<string> | undefined;
function knownCallingCodes(): Set<string> {
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return callingCodes;
}

/** Maps a file's phone type label (vCard TYPE, a CSV type column) to a contact tag. */
export function tagFromType(types: readonly string[]): ContactTag {
  const words = types.flatMap((type) =>
    type
      .toLowerCase()
      .replace(/[*"]/g, '')
      .split(/[\s,;]+/),
  );
  if (words.some((word) => word === 'cell' || word === 'mobile' || word === 'iphone')) return 'Mobile';
  if (words.includes('home')) return 'Home';
  if (words.includes('work')) return 'Work';
  return 'Other';
}

/**
 * Splits a written phone into calling code and national number. A leading "+code" (or "00code")
 * gives the code: the group before the first separator when it is a known calling code, else the
 * known calling code the digits start with, else that group; without one the code is
 * DEFAULT_TEL_CODE. Returns null for a value without digits.
 */
export function splitPhone(value: string): { telCode: string; phone: string } | null {
  const text = value.trim().replace(/^tel:/i, '');
  const clean = (part: string) => cleanContactPhone(part).replace(/[-./]/g, '');
  if (!/\d/.test(text)) return null;
  const international = text.match(/^\+\s*(\d+)(.*)$/s) ?? text.match(/^00(\d+)(.*)$/s);
  if (!international) return { telCode: DEFAULT_TEL_CODE, phone: clean(text) };
  const [, lead = '', rest = ''] = international;
  const codes = knownCallingCodes();
  const grouped = rest.trim() !== '' && /^[\s\-.(]/.test(rest);
  if (grouped && codes.has(lead)) return { telCode: lead, phone: clean(rest) };
  const digits = clean(lead + rest);
  for (const length of [1, 2, 3]) {
    const code = digits.slice(0, length);
    if (codes.has(code)) return { telCode: code, phone: digits.slice(length) };
  }
  if (grouped && lead.length <= 4) return { telCode: lead, phone: clean(rest) };
  return { telCode: DEFAULT_TEL_CODE, phone: digits };
}

/**
 * Validates one contact of a file with the address book schema: phones are cleaned and split,
 * empty ones dropped and at most five kept.
 */
export function validateRaw(raw: RawContact): ValidContact | SkippedContact {
  const phoneList = raw.phones
    .map((item) => {
      const split = splitPhone(item.value);
      return split ? { ...split, tag: item.tag } : null;
    })
    .filter((item) => item !== null && item.phone !== '')
    .slice(0, MAX_CONTACT_PHONES);
  const parsed = addressBookSchema.safeParse({
    name: raw.name,
    email: raw.email,
    companyName: raw.company,
    note: raw.note,
    phoneList,
  });
  if (parsed.success) return { where: raw.where, index: raw.index, book: parsed.data };
  const message = parsed.error.issues[0]?.message ?? '';
  const reason = REASONS[message] ?? 'invalid';
  return {
    where: raw.where,
    index: raw.index,
    name: raw.name.trim(),
    reason,
    ...(reason === 'invalid' ? { detail: message } : {}),
  };
}

/** What a file yields: contacts to import and contacts skipped with their reasons. */
export interface ImportPlan {
  valid: ValidContact[];
  skipped: SkippedContact[];
}

/** Validates every contact of a file. */
export function planImport(raws: readonly RawContact[]): ImportPlan {
  const plan: ImportPlan = { valid: [], skipped: [] };
  for (const raw of raws) {
    const result = validateRaw(raw);
    if ('book' in result) plan.valid.push(result);
    else plan.skipped.push(result);
  }
  return plan;
}
