import { randomUUID } from 'node:crypto';
import {
  type AddressBook,
  type AddressBookEntry,
  type AddressBookInput,
  addressBookSchema,
  type ImportContactsData,
  type ImportRow,
  readAddressBookInput,
  type WireContact,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type CallResult, get, post } from './api.ts';
import type { TestAccount } from './factories.ts';

/** A getCloudAddressBook page. */
export type AddressBookPage = { addressBookList: AddressBookEntry[]; nextStartTime: number | null };
/** A createOrUpdateCloudAddressBook answer. */
export type SavedContact = { id: string; updateTime: number };

/** A valid contact, with fields replaced by `overrides`. */
export function contact(overrides: Partial<AddressBookInput> = {}): AddressBookInput {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    companyName: 'Engines',
    note: 'met at the salon',
    phoneList: [{ telCode: '1', phone: '2125550100', tag: 'Mobile' }],
    ...overrides,
  };
}

/** Contact calls of one app, made as the web client makes them. */
export function contactCalls(app: () => FastifyInstance) {
  /** createOrUpdateCloudAddressBook with any addressBook value (object, JSON string or garbage). */
  const save = (account: TestAccount, addressBook: unknown, id?: string): Promise<CallResult<SavedContact>> =>
    post<SavedContact>(
      app(),
      'createOrUpdateCloudAddressBook',
      { platform: account.brand, ...(id === undefined ? {} : { id }), addressBook },
      { token: account.token },
    );
  return {
    save,
    /** Creates a contact and expects success. */
    create: async (
      account: TestAccount,
      overrides: Partial<AddressBookInput> = {},
    ): Promise<SavedContact> => {
      const result = await save(account, contact(overrides));
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      return result.body.data;
    },
    /** getCloudAddressBook with query fields. */
    list: (account: TestAccount, query: Record<string, string> = {}) =>
      get<AddressBookPage>(app(), 'getCloudAddressBook', { token: account.token, query }),
    /** importCloudAddressBook with a batch of rows. */
    importRows: (account: TestAccount, rows: ImportRow[]) =>
      post<ImportContactsData>(
        app(),
        'importCloudAddressBook',
        { platform: account.brand, rows },
        { token: account.token },
      ),
    /** delCloudAddressBook with comma-joined ids. */
    remove: (account: TestAccount, ids: string) =>
      post<{ deleted: number }>(
        app(),
        'delCloudAddressBook',
        { platform: account.brand, ids },
        { token: account.token },
      ),
  };
}

/** A live entry's contact as the wire carries it (`_id`, phone0..4 with their derived fields). */
export function wireOf(entry: AddressBookEntry): WireContact {
  return JSON.parse(entry.addressBook) as WireContact;
}

/** The fields of a live entry, its phones read back from phone0..4 as a phoneList. */
export function bookOf(entry: AddressBookEntry): AddressBook {
  return addressBookSchema.parse(readAddressBookInput(entry.addressBook));
}

/** Stores `count` bare contacts for an account straight in the database (to fill the book up to its cap); their ids. */
export async function fillAddressBook(
  app: FastifyInstance,
  accountId: string,
  count: number,
): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    account_id: accountId,
    name: `c${index}`,
    email: '',
    company_name: '',
    note: '',
    phones: '[]',
    created_at: index + 1,
    update_time: index + 1,
    deleted_at: null,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await app.db
      .insertInto('contacts')
      .values(rows.slice(start, start + 500))
      .execute();
  }
  return rows.map((row) => row.id);
}
