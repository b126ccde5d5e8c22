import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CountryCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { decodeFile } from './decode.ts';
import { readContactsText } from './importer.ts';
import { type ImportPlan, planImport } from './records.ts';

/** Reads a fixture as its bytes, detects the encoding and plans its import as the dialog does. */
function importFixture(name: string, region: CountryCode): ImportPlan & { encoding: string } {
  const bytes = new Uint8Array(readFileSync(path.join(__dirname, 'fixtures', name)));
  const { text, encoding } = decodeFile(bytes);
  return { ...planImport(readContactsText(name, text), region), encoding };
}

const byName = (plan: ImportPlan, name: string) => {
  const found = plan.valid.find((row) => row.book.name === name);
  if (!found) throw new Error(`${name} not in ${plan.valid.map((row) => row.book.name).join(', ')}`);
  return found;
};
const kinds = (plan: ImportPlan, name: string) => byName(plan, name).notes.map((note) => note.kind);

describe('an Android vCard 2.1 export', () => {
  const plan = importFixture('android-2.1.vcf', 'CN');

  it('reads quoted-printable Chinese names and notes, and skips the photo', () => {
    expect(plan.skipped).toEqual([]);
    expect(plan.valid.map((row) => row.book.name)).toEqual(['张三', 'Anna Smith', '单田芳']);
    expect(byName(plan, '张三').book.note).toBe('大学同学\n住在北京');
  });

  it('reads 010-12345678 without a country code as a Beijing number of the default country', () => {
    expect(byName(plan, '张三').book.phoneList).toEqual([
      { telCode: '86', phone: '13800138000', tag: 'Mobile' },
      { telCode: '86', phone: '1012345678', tag: 'Home' },
    ]);
    expect(plan.assumed).toBe(2);
  });

  it('keeps a contact with a "+" address and a long company, saying what changed', () => {
    const anna = byName(plan, 'Anna Smith');
    expect(anna.book).toMatchObject({ email: '', companyName: 'Globex Corporation I' });
    expect(kinds(plan, 'Anna Smith')).toEqual(['emailDropped', 'companyShortened']);
    expect(anna.book.phoneList).toEqual([
      { telCode: '44', phone: '2079460958', tag: 'Work' },
      { telCode: '1', phone: '2125550142', tag: 'Mobile' },
    ]);
  });
});

describe('an iPhone vCard 3.0 export of 7 cards', () => {
  const plan = importFixture('iphone-3.0.vcf', 'CN');

  it('keeps all 7 cards', () => {
    expect(plan.skipped).toEqual([]);
    expect(plan.valid).toHaveLength(7);
  });

  it('applies Apple labels, drops a sub-domain address and reads the company-only card by its company', () => {
    const john = byName(plan, 'John Appleseed');
    expect(john.book.phoneList).toEqual([
      { telCode: '1', phone: '4085550100', tag: 'Mobile' },
      // Written without a country code: read as a number of the default country.
      { telCode: '86', phone: '4085550101', tag: 'Home' },
    ]);
    expect(john.notes).toEqual([{ kind: 'emailDropped', detail: 'john.appleseed@mail.apple.com' }]);
    expect(kinds(plan, 'Acme Widgets Ltd')).toEqual(['nameFromCompany']);
  });

  it('shortens a long name and cuts an extension off a number', () => {
    const long = plan.valid[2]!;
    expect(long.book.name).toBe('Maximiliana Alexandr');
    expect(long.notes.map((note) => note.kind)).toEqual(['extensionDropped', 'nameShortened']);
    expect(long.book.phoneList).toEqual([{ telCode: '1', phone: '2125550199', tag: 'Work' }]);
  });

  it('keeps escaped notes, the Chinese card and at most five of six numbers', () => {
    expect(byName(plan, 'Kate Bell').book).toMatchObject({
      email: '',
      note: 'Met at the conference\nLikes tea, not coffee',
    });
    expect(byName(plan, '曾小贤').book.phoneList).toEqual([
      { telCode: '86', phone: '13800138002', tag: 'Mobile' },
    ]);
    expect(byName(plan, 'Daniel Higgins Jr.').book.phoneList[0]).toEqual({
      telCode: '44',
      phone: '1632960983',
      tag: 'Other',
    });
    const hank = byName(plan, 'Hank M. Zakroff');
    expect(hank.book.phoneList).toHaveLength(5);
    expect(hank.notes).toEqual([
      { kind: 'phoneDropped', detail: 'n/a' },
      { kind: 'phonesOverLimit', count: 1 },
      { kind: 'companyShortened', detail: 'Financial Services Inc.' },
    ]);
  });
});

describe('a vCard 4.0 file', () => {
  it('reads tel: URIs with extensions, TYPE lists and an organisation card', () => {
    const plan = importFixture('vcard-4.0.vcf', 'US');
    expect(plan.skipped).toEqual([]);
    const simon = byName(plan, 'Simon Perreault');
    expect(simon.book.phoneList).toEqual([
      { telCode: '1', phone: '4186569254', tag: 'Work' },
      { telCode: '1', phone: '4182626501', tag: 'Mobile' },
    ]);
    expect(simon.notes.map((note) => note.kind)).toEqual(['extensionDropped']);
    expect(simon.book.note).toBe('First line\nSecond line');
    expect(byName(plan, 'ABC Marketing').book.companyName).toBe('ABC, Inc.');
  });
});

describe('CSV exports', () => {
  it('reads a Google Contacts export: first and last name, several values in one cell, a company-only row', () => {
    const plan = importFixture('google.csv', 'CN');
    expect(plan.skipped).toEqual([]);
    const ada = byName(plan, 'Ada Lovelace');
    expect(ada.book).toMatchObject({
      email: 'ada@example.org',
      companyName: 'Analytical Engines',
      note: 'Prefers letters.\nWrites at night.',
    });
    expect(ada.book.phoneList.map((phone) => `${phone.telCode} ${phone.phone} ${phone.tag}`)).toEqual([
      '44 2079460018 Mobile',
      '44 2079460019 Work',
      '1 2125550188 Work',
    ]);
    expect(byName(plan, '雷李').book.phoneList).toEqual([
      { telCode: '86', phone: '13800138003', tag: 'Mobile' },
    ]);
    expect(kinds(plan, 'Only A Company')).toEqual(['nameFromCompany']);
  });

  it('reads an Outlook export of a UK account: national numbers with the default country GB', () => {
    const plan = importFixture('outlook.csv', 'GB');
    expect(plan.skipped).toEqual([]);
    expect(byName(plan, 'Oliver Twist').book.phoneList).toEqual([
      { telCode: '44', phone: '1632960983', tag: 'Home' },
      { telCode: '44', phone: '7700900123', tag: 'Mobile' },
    ]);
    const grace = byName(plan, 'Grace Hopper');
    expect(grace.book.phoneList).toEqual([{ telCode: '1', phone: '2025550147', tag: 'Work' }]);
    // The spec's address pattern ends in 2 to 4 letters, so "navy.example" is left out (and said so).
    expect(grace.notes.map((note) => note.kind)).toEqual(['extensionDropped', 'emailDropped']);
  });

  it('reads a GBK file from Chinese Excel', () => {
    const plan = importFixture('chinese-excel-gbk.csv', 'CN');
    expect(plan.encoding).toBe('gb18030');
    expect(plan.valid.map((row) => row.book.name)).toEqual(['张三', '曾小贤', '单田芳']);
    expect(byName(plan, '张三').book).toMatchObject({
      email: 'zhangsan@example.com',
      companyName: '北京某某科技有限公司',
      note: '老同学',
      phoneList: [{ telCode: '86', phone: '13800138000', tag: 'Mobile' }],
    });
    expect(byName(plan, '曾小贤').book.phoneList).toEqual([
      { telCode: '86', phone: '1012345678', tag: 'Mobile' },
    ]);
  });

  it('reads a Windows-1252 file with accented names', () => {
    const plan = importFixture('windows-1252.csv', 'DE');
    expect(plan.encoding).toBe('windows-1252');
    expect(byName(plan, 'José Müller').book).toMatchObject({
      companyName: 'Café Größe GmbH',
      note: 'Straße 5',
      phoneList: [{ telCode: '49', phone: '30901821', tag: 'Mobile' }],
    });
    expect(byName(plan, 'Françoise Lefèvre').book.companyName).toBe('Société Générale');
  });

  it('reads a semicolon CSV whose fields hold commas', () => {
    const plan = importFixture('semicolon.csv', 'FR');
    expect(plan.encoding).toBe('utf-8');
    expect(plan.valid.map((row) => row.book.name)).toEqual(['Doe, Jane', 'Müller, Hans']);
    expect(byName(plan, 'Doe, Jane').book).toMatchObject({
      companyName: 'Durand, Fils & Cie',
      note: 'Appeler le matin; pas le soir',
      phoneList: [{ telCode: '33', phone: '612345678', tag: 'Mobile' }],
    });
  });
});
