import type { AddressBook, ContactTag } from '@switchboard/protocol';
import { CONTACT_EMAIL_PATTERN } from '@switchboard/protocol';
import { type RawContact, type RawPhone, tagFromType } from './records.ts';

interface ContentLine {
  /** The group of an Apple-style "item1.TEL" line ('' without one); its X-ABLabel names it. */
  group: string;
  name: string;
  params: Record<string, string[]>;
  value: string;
}

/** Joins folded lines (a line starting with a space or tab continues the previous one). */
function unfold(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    let line = lines[index] ?? '';
    // vCard 2.1 quoted-printable soft line breaks: a line ending with '=' continues.
    if (/ENCODING=QUOTED-PRINTABLE/i.test(line.split(':')[0] ?? '')) {
      while (line.endsWith('=') && index + 1 < lines.length) {
        index += 1;
        line = line.slice(0, -1) + (lines[index] ?? '');
      }
    }
    if (/^[ \t]/.test(line) && out.length > 0) out[out.length - 1] += line.slice(1);
    else out.push(line);
  }
  return out;
}

/** Decodes quoted-printable bytes in the card's CHARSET (UTF-8 when absent or unknown). */
function decodeQuotedPrintable(value: string, charset = 'utf-8'): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const hex = value.slice(index + 1, index + 3);
    if (value[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...new TextEncoder().encode(value[index]));
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder();
  }
  return decoder.decode(new Uint8Array(bytes));
}

function parseLine(line: string): ContentLine | null {
  let inQuotes = false;
  let colon = -1;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"') inQuotes = !inQuotes;
    else if (char === ':' && !inQuotes) {
      colon = index;
      break;
    }
  }
  if (colon === -1) return null;
  const [head = '', ...rawParams] = line.slice(0, colon).split(';');
  const dot = head.lastIndexOf('.');
  const group = dot === -1 ? '' : head.slice(0, dot).toLowerCase();
  const name = head.slice(dot + 1).toUpperCase();
  const params: Record<string, string[]> = {};
  for (const param of rawParams) {
    const eq = param.indexOf('=');
    // vCard 2.1 bare parameters (TEL;CELL:...) are types.
    const key = eq === -1 ? 'TYPE' : param.slice(0, eq).toUpperCase();
    const values = (eq === -1 ? param : param.slice(eq + 1)).replace(/"/g, '').split(',');
    params[key] = [...(params[key] ?? []), ...values.map((value) => value.trim()).filter(Boolean)];
  }
  let value = line.slice(colon + 1);
  if (params.ENCODING?.some((encoding) => encoding.toUpperCase() === 'QUOTED-PRINTABLE')) {
    value = decodeQuotedPrintable(value, params.CHARSET?.[0]);
  }
  return { group, name, params, value };
}

/** Splits a structured value on unescaped semicolons. */
function splitComponents(value: string): string[] {
  return value.split(/(?<!\\);/);
}

/** Resolves vCard text escapes (\n, \, \; \\). */
export function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

/**
 * Escapes text for a vCard value (RFC 6350 3.4): every line break, CRLF or a lone CR included,
 * becomes the two characters \n, so no raw CR or LF ever ends up inside a content line.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;');
}

function nameFromN(value: string): string {
  const [family = '', given = '', middle = ''] = splitComponents(value).map(unescapeText);
  const cjk = /[\u3400-\u9fff]/.test(family + given);
  const parts = cjk ? [family, given] : [given, middle, family];
  return parts.filter((part) => part.trim()).join(cjk ? '' : ' ');
}

/** A card being read: the contact, its N value, its emails, and Apple's labels of grouped lines. */
interface CardInProgress {
  contact: RawContact;
  n: string;
  emails: string[];
  /** Phones of "itemN.TEL" lines by group, tagged by the group's X-ABLabel once the card ends. */
  grouped: Map<string, RawPhone[]>;
  labels: Map<string, string>;
}

/** The contact of a finished card: name from N when there is no FN, the first usable email, labels applied. */
function finish(card: CardInProgress): RawContact {
  for (const [group, phones] of card.grouped) {
    const label = card.labels.get(group);
    // Apple writes its own labels as "_$!<Mobile>!$_"; a custom label is the text itself.
    if (label) for (const phone of phones) phone.tag = tagFromType([label.replace(/^_\$!<|>!\$_$/g, '')]);
  }
  const email = card.emails.find((value) => CONTACT_EMAIL_PATTERN.test(value)) ?? card.emails[0] ?? '';
  const { contact } = card;
  return { ...contact, email, name: contact.name || nameFromN(card.n) };
}

/** Reads every card of a vCard 2.1, 3.0 or 4.0 file (Android, iPhone, Outlook and Google exports). */
export function parseVCards(text: string): RawContact[] {
  const contacts: RawContact[] = [];
  let card: CardInProgress | null = null;
  for (const line of unfold(text)) {
    const parsed = parseLine(line);
    if (!parsed) continue;
    const { group, name, params, value } = parsed;
    if (name === 'BEGIN' && value.trim().toUpperCase() === 'VCARD') {
      const contact: RawContact = {
        where: 'card',
        index: contacts.length + 1,
        name: '',
        phones: [],
        email: '',
        company: '',
        note: '',
      };
      card = { contact, n: '', emails: [], grouped: new Map(), labels: new Map() };
      continue;
    }
    if (!card) continue;
    const { contact } = card;
    switch (name) {
      case 'END':
        contacts.push(finish(card));
        card = null;
        break;
      case 'FN':
        contact.name = unescapeText(value).trim();
        break;
      case 'N':
        card.n = value;
        break;
      case 'TEL': {
        const phone: RawPhone = { value: unescapeText(value), tag: tagFromType(params.TYPE ?? []) };
        contact.phones.push(phone);
        if (group) card.grouped.set(group, [...(card.grouped.get(group) ?? []), phone]);
        break;
      }
      case 'X-ABLABEL':
        if (group) card.labels.set(group, unescapeText(value).trim());
        break;
      case 'EMAIL':
        card.emails.push(unescapeText(value).trim());
        break;
      case 'ORG':
        if (!contact.company) contact.company = unescapeText(splitComponents(value)[0] ?? '').trim();
        break;
      case 'NOTE':
        contact.note = unescapeText(value);
        break;
    }
  }
  return contacts;
}

const TYPE_OF: Record<ContactTag, string> = { Mobile: 'CELL', Home: 'HOME', Work: 'WORK', Other: 'VOICE' };

/** Folds a content line at 75 octets without splitting a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Writes contacts as a vCard 3.0 file (CRLF lines, folded at 75 octets). */
export function serializeVCards(books: readonly AddressBook[]): string {
  const lines: string[] = [];
  for (const book of books) {
    lines.push('BEGIN:VCARD', 'VERSION:3.0', `FN:${escapeText(book.name)}`, `N:;${escapeText(book.name)};;;`);
    for (const phone of book.phoneList) {
      lines.push(`TEL;TYPE=${TYPE_OF[phone.tag]}:+${phone.telCode} ${phone.phone}`);
    }
    if (book.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeText(book.email)}`);
    if (book.companyName) lines.push(`ORG:${escapeText(book.companyName)}`);
    if (book.note) lines.push(`NOTE:${escapeText(book.note)}`);
    lines.push('END:VCARD');
  }
  return lines.map(fold).join('\r\n') + (lines.length ? '\r\n' : '');
}
