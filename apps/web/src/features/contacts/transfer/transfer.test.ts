import type { AddressBook } from '@switchboard/protocol';
import { describe, expect, it } from 'vitest';
import { parseContactsCsv, parseCsvRows, serializeContactsCsv } from './csv.ts';
import { detectFormat, planFromText } from './importer.ts';
import { splitPhone } from './phones.ts';
import { planImport } from './records.ts';
import { parseVCards, serializeVCards } from './vcard.ts';

const books: AddressBook[] = [
  {
    name: 'Doe, "Jo" Ann',
    email: 'jo.ann@example.com',
    companyName: 'Acme; Sons, Ltd',
    note: 'line one\nline two, with "quotes"\\ok',
    phoneList: [
      { telCode: '1', phone: '2125550100', tag: 'Mobile' },
      { telCode: '1', phone: '2125550101', tag: 'Home' },
      { telCode: '44', phone: '2079460958', tag: 'Work' },
      { telCode: '86', phone: '13800138000', tag: 'Other' },
      { telCode: '1', phone: '4155550199', tag: 'Mobile' },
    ],
  },
  {
    name: '张伟（上海办公室）',
    email: '',
    companyName: '上海某某科技有限公司',
    note: '',
    phoneList: [{ telCode: '86', phone: '13912345678', tag: 'Work' }],
  },
];

describe('vCard', () => {
  it('round-trips names with commas and quotes, Chinese names, five phones and multi-line notes', () => {
    const text = serializeVCards(books);
    expect(text).toContain('BEGIN:VCARD\r\nVERSION:3.0\r\n');
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const plan = planImport(parseVCards(text), 'US');
    expect(plan.skipped).toEqual([]);
    expect(plan.valid.map((row) => row.book)).toEqual(books);
  });

  it('reads vCard 4.0 and 2.1 cards: folded lines, N without FN, TEL types, ORG and quoted-printable', () => {
    const text = [
      'BEGIN:VCARD',
      'VERSION:4.0',
      'N:Smith;Anna;Maria;;',
      'TEL;VALUE=uri;TYPE="cell,voice":tel:+1-212-555-0142',
      'TEL;TYPE=home:(212) 555-0143',
      'TEL;TYPE=fax:+44 20 7946 0000',
      'item1.EMAIL;TYPE=INTERNET:anna@example.org',
      'ORG:Globex;Research',
      'NOTE:first part of a long note that the writer folded',
      '  across two lines',
      'END:VCARD',
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E6=9D=8E;=E9=9B=B7;;;',
      'TEL;CELL:13800138000',
      'TEL;WORK;VOICE:+8610 6552 9988',
      'END:VCARD',
    ].join('\n');
    const [anna, lei] = planImport(parseVCards(text), 'US').valid.map((row) => row.book);
    expect(anna).toEqual({
      name: 'Anna Maria Smith',
      email: 'anna@example.org',
      companyName: 'Globex',
      note: 'first part of a long note that the writer folded across two lines',
      phoneList: [
        { telCode: '1', phone: '2125550142', tag: 'Mobile' },
        { telCode: '1', phone: '2125550143', tag: 'Home' },
        { telCode: '44', phone: '2079460000', tag: 'Other' },
      ],
    });
    expect(lei?.name).toBe('李雷');
    // Written without a country code, so read as a US number (the preview's default country).
    expect(lei?.phoneList).toEqual([
      { telCode: '1', phone: '3800138000', tag: 'Mobile' },
      { telCode: '86', phone: '1065529988', tag: 'Work' },
    ]);
  });

  it('keeps every card with a phone, skips only those without one, and says what it changed', () => {
    const card = (lines: string[]) => ['BEGIN:VCARD', 'VERSION:3.0', ...lines, 'END:VCARD'].join('\r\n');
    const text = [
      card(['TEL:+1 2125550100']),
      card(['FN:No Phone']),
      card(['FN:A name that is far too long to keep', 'TEL:+1 212 555 0101']),
      card(['FN:Bad Mail', 'TEL:+1 2125550102', 'EMAIL:nope']),
      card(['FN:Fine', 'TEL:+1 2125550103']),
    ].join('\r\n');
    const plan = planImport(parseVCards(text), 'US');
    expect(plan.valid.map((row) => [row.index, row.book.name, row.notes.map((note) => note.kind)])).toEqual([
      [1, '+1 212 555 0100', ['nameFromPhone']],
      [3, 'A name that is far t', ['nameShortened']],
      [4, 'Bad Mail', ['emailDropped']],
      [5, 'Fine', []],
    ]);
    expect(plan.skipped.map(({ index, reason }) => [index, reason])).toEqual([[2, 'phoneRequired']]);
  });

  it('exports a note with CRLF, CR or LF line breaks as escaped \\n and never a bare CR', () => {
    const text = serializeVCards([{ ...books[1]!, note: 'one\r\ntwo\rthree\nfour' }]);
    expect(text).toContain('NOTE:one\\ntwo\\nthree\\nfour\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const [back] = planImport(parseVCards(text), 'US').valid;
    expect(back?.book.note).toBe('one\ntwo\nthree\nfour');
  });
});

describe('CSV', () => {
  it('parses quoted fields with commas, quotes and newlines', () => {
    expect(parseCsvRows('a,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('finds the delimiter of a semicolon or tab separated file', () => {
    expect(parseCsvRows('name;phone\n"Doe, Jane";+33 6 12 34 56 78\n')).toEqual([
      ['name', 'phone'],
      ['Doe, Jane', '+33 6 12 34 56 78'],
    ]);
    expect(parseCsvRows('name\tphone\nAnn\t2125550100\n')).toEqual([
      ['name', 'phone'],
      ['Ann', '2125550100'],
    ]);
  });

  it('round-trips through its own columns', () => {
    const text = serializeContactsCsv(books);
    expect(text.startsWith('\uFEFFname,phone1,phone1 type,')).toBe(true);
    const plan = planImport(parseContactsCsv(text), 'US');
    expect(plan.skipped).toEqual([]);
    expect(plan.valid.map((row) => row.book)).toEqual(books);
    expect(detectFormat('contacts.csv', text)).toBe('csv');
  });

  it('reads numbers without a country code in the chosen country and numbers rows like a spreadsheet', () => {
    const text = 'Name,Phone,Email\nAnn,13800138000,\n\nBob,+1 212 555 0100,bob@x\n';
    const china = planFromText('people.csv', text, 'CN');
    expect(china.valid.map((row) => [row.index, row.book.name, row.book.phoneList[0]?.telCode])).toEqual([
      [2, 'Ann', '86'],
      [3, 'Bob', '1'],
    ]);
    expect(china.assumed).toBe(1);
    expect(planFromText('people.csv', text, 'GB').valid[0]?.book.phoneList[0]?.telCode).toBe('44');
  });

  it('keeps at most five phones and says how many were left out', () => {
    const header = 'name,phone1,phone2,phone3,phone4,phone5,phone6';
    const plan = planFromText(
      'x.csv',
      `${header}\nMany,2125550101,,2125550103,2125550104,2125550105,2125550106\n`,
      'US',
    );
    expect(plan.valid[0]?.book.phoneList.map((phone) => phone.phone)).toEqual([
      '2125550101',
      '2125550103',
      '2125550104',
      '2125550105',
      '2125550106',
    ]);
    const wide = `${header}\nMore,2125550101,2125550102,2125550103,2125550104,2125550105,2125550106\n`;
    expect(planFromText('x.csv', wide, 'US').valid[0]?.notes).toEqual([
      { kind: 'phonesOverLimit', count: 1 },
    ]);
  });

  it('refuses a header without name or phone columns', () => {
    expect(() => planFromText('x.csv', 'foo,bar\n1,2\n', 'US')).toThrow('no name or phone column');
  });
});

describe('splitPhone', () => {
  it('reads international numbers, national numbers of the default country and extensions', () => {
    expect(splitPhone('+44 (20) 7946-0958', 'US')).toEqual({
      telCode: '44',
      phone: '2079460958',
      assumed: false,
    });
    expect(splitPhone('0086 138 0013 8000', 'US')).toMatchObject({ telCode: '86', phone: '13800138000' });
    expect(splitPhone('010-12345678', 'CN')).toEqual({ telCode: '86', phone: '1012345678', assumed: true });
    expect(splitPhone('13800138000', 'CN')).toMatchObject({ telCode: '86', phone: '13800138000' });
    expect(splitPhone('01632 960983', 'GB')).toEqual({ telCode: '44', phone: '1632960983', assumed: true });
    expect(splitPhone('(415) 555.0100 ext. 23', 'US')).toEqual({
      telCode: '1',
      phone: '4155550100',
      extension: '23',
      assumed: true,
    });
    expect(splitPhone('+999 12345', 'US')).toBeNull();
    expect(splitPhone('n/a', 'US')).toBeNull();
    expect(splitPhone('  ', 'US')).toBeNull();
  });
});
