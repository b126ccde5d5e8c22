import type { AddressBook, ContactTag } from '@switchboard/protocol';
import { type RawContact, type RawPhone, tagFromType } from './records.ts';

interface ContentLine {
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

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const hex = value.slice(index + 1, index + 3);
    if (value[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...new TextEncoder().encode(value[index]));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
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
  const name = (head.split('.').pop() ?? '').toUpperCase();
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
    value = decodeQuotedPrintable(value);
  }
  return { name, params, value };
}

/** Splits a structured value on unescaped semicolons. */
function splitComponents(value: string): string[] {
  return value.split(/(?<!\\);/);
}

/** Resolves vCard text escapes (\n, \, \; \\). */
export function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));
}

/** Escapes text for a vCard value. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/,/g, '\\,').replace(/;/g, '\\;');
}

function nameFromN(value: string): string {
  const [family = '', given = '', middle = ''] = splitComponents(value).map(unescapeText);
  const cjk = /[\u3400-\u9fff]/.test(family + given);
  const parts = cjk ? [family, given] : [given, middle, family];
  return parts.filter((part) => part.trim()).join(cjk ? '' : ' ');
}

/** Reads every card of a vCard 2.1, 3.0 or 4.0 file. */
export function parseVCards(text: string): RawContact[] {
  const contacts: RawContact[] = [];
  let current: (RawContact & { n: string }) | null = null;
  for (const line of unfold(text)) {
    const parsed = parseLine(line);
    if (!parsed) continue;
    const { name, params, value } = parsed;
    if (name === 'BEGIN' && value.trim().toUpperCase() === 'VCARD') {
      const base = { where: 'card' as const, index: contacts.length + 1 };
      current = { ...base, name: '', n: '', phones: [], email: '', company: '', note: '' };
      continue;
    }
    if (!current) continue;
    switch (name) {
      case 'END': {
        const { n, ...contact } = current;
        contacts.push({ ...contact, name: contact.name || nameFromN(n) });
        current = null;
        break;
      }
      case 'FN':
        current.name = unescapeText(value).trim();
        break;
      case 'N':
        current.n = value;
        break;
      case 'TEL': {
        const phone: RawPhone = { value: unescapeText(value), tag: tagFromType(params.TYPE ?? []) };
        current.phones.push(phone);
        break;
      }
      case 'EMAIL':
        if (!current.email) current.email = unescapeText(value).trim();
        break;
      case 'ORG':
        if (!current.company) current.company = unescapeText(splitComponents(value)[0] ?? '').trim();
        break;
      case 'NOTE':
        current.note = unescapeText(value);
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
