import type { AddressBook } from '@switchboard/protocol';
import { MAX_CONTACT_PHONES } from '@switchboard/protocol';
import Papa from 'papaparse';
import { type RawContact, type RawPhone, tagFromType } from './records.ts';

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The delimiter of a CSV file: the candidate found most often outside quotes in its header row (a
 * comma, the semicolon European Excel writes, a tab or a bar); a comma when there is none.
 */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n') break;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(char))
      counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: string = ',';
  for (const delimiter of DELIMITERS)
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/** Splits CSV text into rows of fields with papaparse (RFC 4180 quoting), in the file's own delimiter. */
export function parseCsvRows(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const result = Papa.parse<string[]>(source, { delimiter: detectDelimiter(source), newline: '\n' });
  return result.data.filter((row) => row.length > 1 || (row[0] ?? '') !== '');
}

/** Header cell reduced to lowercase letters and digits ("Phone 1 - Value" -> "phone1value"). */
function normaliseHeader(cell: string): string {
  return cell.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

const NAME = new Set(['name', 'fullname', 'displayname', '姓名', '名字', '名称', '联系人', '联系人姓名']);
const GIVEN = new Set(['givenname', 'firstname', '名']);
const MIDDLE = new Set(['middlename', 'additionalname']);
const FAMILY = new Set(['familyname', 'lastname', 'surname', '姓']);
const COMPANY = new Set([
  'company',
  'companyname',
  'organization',
  'organizationname',
  'organization1name',
  'org',
  '公司',
  '单位',
  '公司名称',
]);
const NOTE = new Set(['note', 'notes', '备注']);
// "Mobile Phone", "Business Phone 2" (Outlook), "Phone 1 - Value" (Google), "手机号码", "电话".
const PHONE =
  /^(mobile|cell|home|business|work|other|primary|car|)(?:phone|tel|telephone|电话|手机|移动电话)(\d*)(?:value|number|号码)?$/;
const PHONE_TYPE = /^(?:phone(\d+)(?:type|tag|label)|(?:type|tag)(\d+))$/;
const EMAIL = /^(?:email|mail|emailaddress|邮箱|电子邮件|电子邮箱)(\d*)(?:value|address|地址)?$/;

interface Columns {
  name?: number;
  given?: number;
  middle?: number;
  family?: number;
  company?: number;
  note?: number;
  email?: number;
  /** Phone columns in order; `kind` is the header's own label ("Mobile Phone"), `type` a type column. */
  phones: { column: number; order: number; kind: string; type?: number }[];
}

function mapColumns(header: readonly string[]): Columns {
  const columns: Columns = { phones: [] };
  const types = new Map<number, number>();
  header.forEach((cell, column) => {
    const key = normaliseHeader(cell);
    const phone = key === 'mobile' ? ['mobile', 'mobile', ''] : key.match(PHONE);
    const type = key.match(PHONE_TYPE);
    const email = key.match(EMAIL);
    if (NAME.has(key)) columns.name ??= column;
    else if (GIVEN.has(key)) columns.given ??= column;
    else if (MIDDLE.has(key)) columns.middle ??= column;
    else if (FAMILY.has(key)) columns.family ??= column;
    else if (COMPANY.has(key)) columns.company ??= column;
    else if (NOTE.has(key)) columns.note ??= column;
    else if (email) columns.email ??= column;
    else if (phone) {
      // "手机" is itself the mobile phone column.
      const kind = phone[1] || (/手机|移动电话/.test(key) ? 'mobile' : '');
      columns.phones.push({ column, order: Number(phone[2] || 0), kind });
    } else if (type) types.set(Number(type[1] ?? type[2]), column);
  });
  columns.phones.sort((a, b) => a.order - b.order || a.column - b.column);
  for (const phone of columns.phones) {
    const type = types.get(phone.order);
    if (type !== undefined) phone.type = type;
  }
  return columns;
}

/** Thrown when a CSV header names neither a name nor a phone column. */
export class CsvHeaderError extends Error {
  constructor() {
    super('no name or phone column in the header');
  }
}

/**
 * Reads contacts from a CSV file with a header row: our own columns (name, phone or phone1..phone5
 * with "phone1 type", email, company, note), Google Contacts ("Name" or "First Name", "Phone 1 -
 * Value", "E-mail 1 - Value", "Organization 1 - Name", "Notes"), Outlook ("First Name", "Mobile
 * Phone", "Business Phone", "E-mail Address", "Company") and Chinese headers (姓名, 手机, 邮箱, 公司,
 * 备注). Blank rows are ignored.
 */
export function parseContactsCsv(text: string): RawContact[] {
  const [header, ...rows] = parseCsvRows(text);
  if (!header) return [];
  const columns = mapColumns(header);
  const hasName = columns.name !== undefined || columns.given !== undefined || columns.family !== undefined;
  if (!hasName && columns.phones.length === 0) throw new CsvHeaderError();
  const contacts: RawContact[] = [];
  rows.forEach((row, offset) => {
    if (row.every((cell) => cell.trim() === '')) return;
    const cell = (column: number | undefined) => (column === undefined ? '' : (row[column] ?? ''));
    // Google puts several values in one cell separated by " ::: ".
    const phones: RawPhone[] = columns.phones.flatMap(({ column, kind, type }) =>
      cell(column)
        .split(':::')
        .map((value) => ({
          value: value.trim(),
          tag: tagFromType([cell(type).trim() || kind.replace('business', 'work')]),
        }))
        .filter((phone) => phone.value !== ''),
    );
    const joined = [cell(columns.given), cell(columns.middle), cell(columns.family)].filter((part) =>
      part.trim(),
    );
    const cjk = /[\u3400-\u9fff]/.test(joined.join(''));
    contacts.push({
      where: 'row',
      index: offset + 2,
      name: cell(columns.name).trim() || (cjk ? joined.reverse().join('') : joined.join(' ')),
      phones,
      email: (cell(columns.email).split(':::')[0] ?? '').trim(),
      company: cell(columns.company),
      note: cell(columns.note),
    });
  });
  return contacts;
}

/** Quotes a CSV field when it holds a comma, a quote, a line break or edge spaces. */
function quote(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Writes contacts as CSV (with a BOM so spreadsheets read Chinese names) that parseContactsCsv reads back. */
export function serializeContactsCsv(books: readonly AddressBook[]): string {
  const header = ['name'];
  for (let n = 1; n <= MAX_CONTACT_PHONES; n += 1) header.push(`phone${n}`, `phone${n} type`);
  header.push('email', 'company', 'note');
  const lines = [header.join(',')];
  for (const book of books) {
    const cells = [book.name];
    for (let n = 0; n < MAX_CONTACT_PHONES; n += 1) {
      const phone = book.phoneList[n];
      cells.push(phone ? `+${phone.telCode} ${phone.phone}` : '', phone?.tag ?? '');
    }
    cells.push(book.email, book.companyName, book.note);
    lines.push(cells.map(quote).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
