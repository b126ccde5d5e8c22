import type { AddressBook, AddressBookInput } from '@switchboard/protocol';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors.ts';
import { clientWithContacts } from '../lib/testing.tsx';
import { readContactsBook } from '../state/contactsQuery.ts';
import { parseContactsCsv, parseCsvRows, serializeContactsCsv } from './csv.ts';
import { detectFormat, importContacts, planFromText } from './importer.ts';
import { planImport, splitPhone } from './records.ts';
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
    const plan = planImport(parseVCards(text));
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
    const [anna, lei] = planImport(parseVCards(text)).valid.map((row) => row.book);
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
    expect(lei?.phoneList).toEqual([
      { telCode: '1', phone: '13800138000', tag: 'Mobile' },
      { telCode: '86', phone: '1065529988', tag: 'Work' },
    ]);
  });

  it('reports why cards are skipped', () => {
    const card = (lines: string[]) => ['BEGIN:VCARD', 'VERSION:3.0', ...lines, 'END:VCARD'].join('\r\n');
    const text = [
      card(['TEL:+1 2125550100']),
      card(['FN:No Phone']),
      card(['FN:A name that is far too long to keep', 'TEL:1']),
      card(['FN:Bad Mail', 'TEL:2125550100', 'EMAIL:nope']),
      card(['FN:Fine', 'TEL:+1 2125550100']),
    ].join('\r\n');
    const plan = planImport(parseVCards(text));
    expect(plan.valid.map((row) => row.index)).toEqual([5]);
    expect(plan.skipped.map(({ index, reason }) => [index, reason])).toEqual([
      [1, 'nameRequired'],
      [2, 'phoneRequired'],
      [3, 'nameTooLong'],
      [4, 'emailInvalid'],
    ]);
  });
});

describe('CSV', () => {
  it('parses quoted fields with commas, quotes and newlines', () => {
    expect(parseCsvRows('a,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('round-trips through its own columns', () => {
    const text = serializeContactsCsv(books);
    expect(text.startsWith('\uFEFFname,phone1,phone1 type,')).toBe(true);
    const plan = planImport(parseContactsCsv(text));
    expect(plan.skipped).toEqual([]);
    expect(plan.valid.map((row) => row.book)).toEqual(books);
    expect(detectFormat('contacts.csv', text)).toBe('csv');
  });

  it('reads the simple phone column, defaults the country code to 1 and numbers rows like a spreadsheet', () => {
    const text =
      'Name,Phone,Email,Company,Note\nAnn,212-555-0100,,,\n\n,2125550101,,,\nBob,+86 139 1234 5678,bob@x,,\n';
    const plan = planFromText('people.csv', text);
    expect(plan.valid.map((row) => [row.index, row.book.name, row.book.phoneList])).toEqual([
      [2, 'Ann', [{ telCode: '1', phone: '2125550100', tag: 'Other' }]],
    ]);
    expect(plan.skipped.map(({ index, reason }) => [index, reason])).toEqual([
      [4, 'nameRequired'],
      [5, 'emailInvalid'],
    ]);
  });

  it('accepts Google Contacts headers, types and ":::" multi-values', () => {
    const text = [
      'Name,Given Name,Family Name,Notes,E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value,Phone 2 - Type,Phone 2 - Value,Organization 1 - Name',
      'Grace Hopper,Grace,Hopper,"Navy, retired",* Work,grace@navy.mil ::: g@x.org,Mobile,+1 212-555-0111 ::: +1 212-555-0112,Work,(212) 555-0113,US Navy',
      ',伟,张,,,,Mobile,13800138000,,,',
    ].join('\n');
    const plan = planFromText('google.csv', text);
    expect(plan.skipped).toEqual([]);
    expect(plan.valid.map((row) => row.book)).toEqual([
      {
        name: 'Grace Hopper',
        email: 'grace@navy.mil',
        companyName: 'US Navy',
        note: 'Navy, retired',
        phoneList: [
          { telCode: '1', phone: '2125550111', tag: 'Mobile' },
          { telCode: '1', phone: '2125550112', tag: 'Mobile' },
          { telCode: '1', phone: '2125550113', tag: 'Work' },
        ],
      },
      {
        name: '张伟',
        email: '',
        companyName: '',
        note: '',
        phoneList: [{ telCode: '1', phone: '13800138000', tag: 'Mobile' }],
      },
    ]);
  });

  it('keeps at most five phones and drops empty ones', () => {
    const header = 'name,phone1,phone2,phone3,phone4,phone5,phone6';
    const plan = planFromText('x.csv', `${header}\nMany,1001,,1003,1004,1005,1006\n`);
    expect(plan.valid[0]?.book.phoneList.map((phone) => phone.phone)).toEqual([
      '1001',
      '1003',
      '1004',
      '1005',
      '1006',
    ]);
  });

  it('refuses a header without name or phone columns', () => {
    expect(() => planFromText('x.csv', 'foo,bar\n1,2\n')).toThrow('no name or phone column');
  });
});

describe('splitPhone', () => {
  it('takes the leading +code, else the known calling code, else 1', () => {
    expect(splitPhone('+44 (20) 7946-0958')).toEqual({ telCode: '44', phone: '2079460958' });
    expect(splitPhone('+8613800138000')).toEqual({ telCode: '86', phone: '13800138000' });
    expect(splitPhone('0086 138 0013 8000')).toEqual({ telCode: '86', phone: '13800138000' });
    expect(splitPhone('(415) 555.0100')).toEqual({ telCode: '1', phone: '4155550100' });
    expect(splitPhone('+999 12345')).toEqual({ telCode: '999', phone: '12345' });
    expect(splitPhone('  ')).toBeNull();
  });
});

describe('importContacts', () => {
  it('saves one by one into the cached address book, records refusals and stops on a network failure', async () => {
    const client = clientWithContacts();
    const book = (name: string): AddressBook => ({
      name,
      email: '',
      companyName: '',
      note: '',
      phoneList: [{ telCode: '1', phone: '2125550100', tag: 'Mobile' }],
    });
    const save = vi.fn(async (input: AddressBook | AddressBookInput) => {
      if (input.name === 'Refused') throw new ApiError('retcode', 1001, 'duplicate contact', 400);
      if (input.name === 'Offline') throw new ApiError('network', 0, '', 0);
      return { id: `id-${input.name}`, updateTime: 7 };
    });
    const progress = vi.fn();
    const outcome = await importContacts(
      client,
      ['One', 'Refused', 'Two', 'Offline', 'Never'].map(book),
      progress,
      save,
    );
    expect(outcome).toEqual({
      saved: 2,
      failed: [{ name: 'Refused', message: 'duplicate contact' }],
      stopped: true,
    });
    expect(save).toHaveBeenCalledTimes(4);
    expect(progress.mock.calls).toEqual([
      [1, 5],
      [2, 5],
      [3, 5],
    ]);
    expect(Object.keys(readContactsBook(client)?.byId ?? {}).sort()).toEqual(['id-One', 'id-Two']);
  });
});
