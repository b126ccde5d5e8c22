import type { AddressBookEntry } from '@switchboard/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../../lib/storage.ts';
import { envelope, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { useContacts } from '../state/contactsStore.ts';
import { readContactsCache } from './cache.ts';
import { resetContactsSync, syncContacts } from './sync.ts';

const book = (name: string, phone = '2125550100') =>
  JSON.stringify({
    name,
    email: '',
    companyName: '',
    note: '',
    phoneList: [{ telCode: '1', phone, tag: 'Work' }],
  });
const entry = (id: string, updateTime: number, name?: string): AddressBookEntry => ({
  id,
  addressBook: name ? book(name) : '',
  deleted: !name,
  updateTime,
});

/** Answers getCloudAddressBook with the given pages and records each request's `since`. */
function serve(pages: AddressBookEntry[][]) {
  const seen: { since: string | null; startTime: string | null }[] = [];
  let page = 0;
  stubFetch((_path, _init, url) => {
    seen.push({ since: url.searchParams.get('since'), startTime: url.searchParams.get('startTime') });
    const list = pages[page] ?? [];
    page += 1;
    return envelope(0, { addressBookList: list, nextStartTime: page < pages.length ? page * 100 : null });
  });
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  setupRuntime('wetalkpro', 'en');
  resetContactsSync();
});
afterEach(() => {
  resetContactsSync();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('address book sync', () => {
  it('loads every page from 0, then only changes since the stored time, applying tombstones', async () => {
    const first = serve([[entry('a', 10, 'Alice'), entry('b', 20, 'Bob')], [entry('c', 30, 'Carol')]]);
    await syncContacts();
    expect(first.map((call) => call.since)).toEqual(['0', '0']);
    expect(first[1]?.startTime).toBe('100');
    expect(Object.keys(useContacts.getState().byId).sort()).toEqual(['a', 'b', 'c']);
    expect(useContacts.getState().syncedUntil).toBe(30);
    expect(useContacts.getState().loaded).toBe(true);

    const second = serve([[entry('b', 40), entry('a', 50, 'Alicia')]]);
    await syncContacts();
    expect(second[0]?.since).toBe('30');
    const { byId, syncedUntil } = useContacts.getState();
    expect(Object.keys(byId).sort()).toEqual(['a', 'c']);
    expect(byId.a?.name).toBe('Alicia');
    expect(byId.a?.phones[0]).toEqual({
      telCode: '1',
      phone: '2125550100',
      tag: 'Work',
      full: '12125550100',
    });
    expect(syncedUntil).toBe(50);
  });

  it('persists the timestamp and the contacts, so a new session asks only for changes', async () => {
    serve([[entry('a', 10, 'Alice'), entry('b', 20, 'Bob')]]);
    await syncContacts();
    vi.runAllTimers();
    expect(localStorage.getItem(StorageKey.contactsSyncedUntil)).toBe('20');
    expect(Object.keys(readContactsCache()?.byId ?? {}).sort()).toEqual(['a', 'b']);

    // A new page load: the store is empty, the cache fills it, the server is asked since 20.
    useContacts.getState().reset();
    const calls = serve([[entry('a', 30)]]);
    const pending = syncContacts();
    expect(Object.keys(useContacts.getState().byId).sort()).toEqual(['a', 'b']);
    await pending;
    expect(calls[0]?.since).toBe('20');
    expect(Object.keys(useContacts.getState().byId)).toEqual(['b']);
    vi.runAllTimers();
    expect(Object.keys(readContactsCache()?.byId ?? {})).toEqual(['b']);
    expect(localStorage.getItem(StorageKey.contactsSyncedUntil)).toBe('30');
  });

  it('shares one load between concurrent callers and forgets everything on reset', async () => {
    const calls = serve([[entry('a', 10, 'Alice')]]);
    await Promise.all([syncContacts(), syncContacts()]);
    expect(calls).toHaveLength(1);
    vi.runAllTimers();
    resetContactsSync();
    expect(useContacts.getState().byId).toEqual({});
    expect(localStorage.getItem(StorageKey.contactsCache)).toBeNull();
    expect(localStorage.getItem(StorageKey.contactsSyncedUntil)).toBeNull();
  });

  it('a corrupt cache is dropped and everything is loaded again', async () => {
    localStorage.setItem(StorageKey.contactsCache, '{not json');
    localStorage.setItem(StorageKey.contactsSyncedUntil, '99');
    const calls = serve([[entry('a', 10, 'Alice')]]);
    await syncContacts();
    expect(calls[0]?.since).toBe('0');
    expect(localStorage.getItem(StorageKey.contactsSyncedUntil)).toBeNull();
  });
});
