import type { AddressBook, AddressBookEntry, AddressBookInput } from '@switchboard/protocol';
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

/** The decoded fields of a live entry. */
export function bookOf(entry: AddressBookEntry): AddressBook {
  return JSON.parse(entry.addressBook) as AddressBook;
}
